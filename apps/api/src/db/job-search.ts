import { type JobListQuery, parseLocation } from '@firstshift/domain';
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { type Db, isPostgres } from './create-db';
import type { Database } from './schema';

// The only dialect-specific part of job queries: full-text matching and its relevance score.

export interface JobMatch {
  id: number;
  /** Relevance, higher is better (only comparable within one search). */
  score: number;
}

export type JobMatchQuery = SelectQueryBuilder<
  Database & { job_matches: JobMatch },
  'job_matches',
  JobMatch
>;

const MAX_TERMS = 12;

/**
 * The words of a free-text search, lower-cased; an empty list means "no text search". Single
 * letters beside longer words are dropped ("baker's" searches "baker"). Words match whole
 * (after stemming: "tutoring" finds "tutor"), not as prefixes: a prefix must merge the index
 * entries of every word it begins, which costs time in proportion to the whole board.
 */
export function searchTerms(search: string | undefined): string[] {
  const words = search?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const longer = words.filter((w) => w.length > 1);
  return (longer.length > 0 ? longer : words).slice(0, MAX_TERMS);
}

// SQLite relevance: matched words in the title count 10, company 5, category and city 3 each
// (a description-only match scores 0 and ranks by date). highlight() marks each match with one
// character, so its length minus the column's length counts the matches in that row alone.
// bm25() would also weigh rare words up, but it counts the matching rows of the whole board on
// every query, which a word found in most jobs makes slow.
const hits = (column: number, name: string) =>
  `(length(highlight(jobs_fts, ${column}, char(1), '')) - length(jobs.${name}))`;
const SQLITE_SCORE = sql.raw(
  [
    `10 * ${hits(0, 'title')}`,
    `5 * ${hits(1, 'company_name')}`,
    `3 * ${hits(2, 'business_category')}`,
    `3 * ${hits(3, 'location_city')}`,
  ].join(' + '),
);

/** A text search: its words, and the filters of the same query, which narrow it. */
export interface TextSearch {
  terms: string[];
  filters: JobListQuery;
}

/**
 * The filter words (migration 0010) of the selective filters in `filters`, which the SQLite
 * index holds in its `filters` column beside each job's text: the index then intersects them
 * with the search's words itself instead of reading rows. Every filter is still checked in the
 * row as well (publicJobFilter), so these only ever narrow what the index returns.
 */
export function filterWords(filters: JobListQuery): string[] {
  const state = filters.state ?? parseLocation(filters.location).state;
  const lettersOnly = (text: string) => text.toLowerCase().replace(/[ &'-]/g, '');
  const words: string[] = [];
  if (state) words.push(`qqst${state.toLowerCase()}0`);
  if (filters.business_category) words.push(`qqcat${lettersOnly(filters.business_category)}0`);
  if (filters.job_type) words.push(`qqjt${filters.job_type.replace('-', '')}0`);
  if (filters.work_format) words.push(`qqwf${filters.work_format.replace('-', '')}0`);
  // No word for the seeker's age: an age fits a third to most of the board, and intersecting a
  // rare word with so dense a word cost more than checking the age in the rows (decision 025).
  return words;
}

/** An FTS5 query for rows that contain every term and every filter word. */
const fullTextQuery = ({ terms, filters }: TextSearch) =>
  [...terms, ...filterWords(filters)].map((word) => `"${word.replaceAll('"', '""')}"`).join(' ');

const postgresQuery = (terms: string[]) => sql`to_tsquery('english', ${terms.join(' & ')})`;

/** Jobs whose full-text entry holds every term and that satisfy `where` (SQLite). */
const sqliteMatches = (db: Db, search: TextSearch, where: Expression<SqlBool>) =>
  db
    .selectFrom(sql<{ rowid: number }>`jobs_fts`.as('jobs_fts'))
    .innerJoin('jobs', 'jobs.id', 'jobs_fts.rowid')
    .where(sql<SqlBool>`jobs_fts match ${fullTextQuery(search)}`)
    .where(where);

/**
 * The ids of the newest `limit` jobs that contain every term and satisfy `where`: what a count
 * or a membership test needs, without the cost of ranking.
 */
export function matchingJobIds(
  db: Db,
  search: TextSearch,
  where: Expression<SqlBool>,
  limit: number,
) {
  if (isPostgres(db)) {
    return db
      .selectFrom('jobs')
      .where(where)
      .where(sql<SqlBool>`jobs.search_vector @@ ${postgresQuery(search.terms)}`)
      .select('jobs.id')
      .orderBy('jobs.id', 'desc')
      .limit(limit);
  }
  return sqliteMatches(db, search, where)
    .select('jobs.id')
    .orderBy(sql`jobs_fts.rowid`, 'desc')
    .limit(limit);
}

/**
 * Jobs that contain every term and satisfy `where`, at most `limit` of them, newest first, with
 * their relevance. Taking the newest `limit` matches before ranking keeps a search for a word
 * found in most jobs as fast as a rare one: relevance is ranked within that candidate set.
 */
export function matchingJobs(
  db: Db,
  search: TextSearch,
  where: Expression<SqlBool>,
  limit: number,
): JobMatchQuery {
  if (isPostgres(db)) {
    const query = postgresQuery(search.terms);
    const matches = db
      .selectFrom('jobs')
      .where(where)
      .where(sql<SqlBool>`jobs.search_vector @@ ${query}`)
      .select(['jobs.id', sql<number>`ts_rank(jobs.search_vector, ${query})`.as('score')])
      .orderBy('jobs.id', 'desc')
      .limit(limit);
    return db.selectFrom(matches.as('job_matches')).selectAll();
  }
  const matches = sqliteMatches(db, search, where)
    .select(['jobs.id', sql<number>`${SQLITE_SCORE}`.as('score')])
    .orderBy(sql`jobs_fts.rowid`, 'desc')
    .limit(limit);
  return db.selectFrom(matches.as('job_matches')).selectAll();
}
