import {
  APPLICANT_PAGE_SIZE,
  type ApplicantDashboard,
  type JobListQuery,
  NEW_JOBS_COUNT_LIMIT,
} from '@firstshift/domain';
import { type Expression, type SqlBool, expressionBuilder, sql } from 'kysely';
import { type Db, isPostgres } from './create-db';
import { matchingJobIds, searchTerms, searchValues } from './job-search';
import { inline } from './kept-statements';
import { jobTypesOf } from './job-types';
import { SEARCH_CANDIDATE_LIMIT, publicJobFilter } from './public-job-filter';
import type { SavedSearchRecord } from './saved-search-record';
import type { Database } from './schema';
import { JOB_CARD_COLUMNS } from './job-card-columns';

type JobAlert = ApplicantDashboard['job_alerts'][number];

/**
 * The jobs a saved search finds, as one condition: the public search's filters (active jobs
 * only), its full-text match within the same bounded candidate set, and `extra`.
 */
export function matchesSearch(
  db: Db,
  search: SavedSearchRecord,
  extra: Expression<SqlBool>[] = [],
): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'jobs'>();
  const query: JobListQuery = { skip: 0, limit: APPLICANT_PAGE_SIZE, ...search.filters };
  const where = eb.and([publicJobFilter(query, isPostgres(db)), ...extra]);
  const terms = searchTerms(query.search);
  if (terms.length === 0) return where;
  const values = searchValues({ terms, filters: query });
  const candidates = db
    .selectFrom(
      matchingJobIds(db, values, inline(values), where, SEARCH_CANDIDATE_LIMIT).as('candidates'),
    )
    .select('candidates.id');
  return eb.and([where, eb('jobs.id', 'in', candidates)]);
}

/**
 * The newest active jobs the search finds (and `extra`), at most `limit`, with what a job alert
 * shows of each.
 */
export function newestMatches(
  db: Db,
  search: SavedSearchRecord,
  limit: number,
  extra: Expression<SqlBool>[] = [],
) {
  return db
    .selectFrom('jobs')
    .where(matchesSearch(db, search, extra))
    .select(JOB_CARD_COLUMNS)
    .orderBy('jobs.published_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .limit(limit);
}

export interface NewJobCount {
  /** Up to NEW_JOBS_COUNT_LIMIT. */
  count: number;
  capped: boolean;
}

/**
 * For each search, the active jobs it finds that were published after it was last checked,
 * counted up to NEW_JOBS_COUNT_LIMIT (so that a broad search costs no more than a narrow one).
 * One query for all the searches.
 */
export async function countNewJobs(
  db: Db,
  searches: SavedSearchRecord[],
): Promise<Map<number, NewJobCount>> {
  const eb = expressionBuilder<Database, 'jobs'>();
  const counts = searches.map((search) =>
    db
      .selectFrom(
        db
          .selectFrom('jobs')
          .where(matchesSearch(db, search, [eb('jobs.published_at', '>', search.last_checked_at)]))
          .select('jobs.id')
          .limit(NEW_JOBS_COUNT_LIMIT + 1)
          .as('new_jobs'),
      )
      .select((count) => [
        sql<number>`${sql.lit(search.id)}`.as('saved_search_id'),
        count.fn.countAll<number>().as('count'),
      ]),
  );
  const [first, ...rest] = counts;
  if (!first) return new Map();
  const rows = await rest.reduce((union, next) => union.unionAll(next), first).execute();
  return new Map(
    rows.map((row) => {
      const count = row.count;
      return [
        row.saved_search_id,
        { count: Math.min(count, NEW_JOBS_COUNT_LIMIT), capped: count > NEW_JOBS_COUNT_LIMIT },
      ];
    }),
  );
}

/**
 * Job alerts (DESIGN §5: they come from saved searches): the newest active jobs any of the
 * searches finds, at most `limit`, each new when it was published after a search that finds it
 * was last checked. One query for all the searches.
 */
export async function findJobAlerts(
  db: Db,
  searches: SavedSearchRecord[],
  limit: number,
): Promise<JobAlert[]> {
  const newest = searches.map((search) =>
    db
      .selectFrom(
        newestMatches(db, search, limit)
          .select([
            'jobs.published_at',
            'jobs.created_at',
            sql<number>`case when jobs.published_at > ${search.last_checked_at} then 1 else 0 end`.as(
              'is_new',
            ),
          ])
          .as('alerts'),
      )
      .selectAll(),
  );
  const [first, ...rest] = newest;
  if (!first) return [];
  const rows = await rest.reduce((union, next) => union.unionAll(next), first).execute();

  const alerts = new Map<number, JobAlert>();
  for (const row of rows) {
    const seen = alerts.get(row.id);
    const isNew = row.is_new === 1;
    if (seen) {
      seen.is_new ||= isNew;
      continue;
    }
    alerts.set(row.id, {
      id: row.id,
      title: row.title,
      company: row.company_name,
      location_city: row.location_city,
      location_state: row.location_state,
      job_type: jobTypesOf(row.job_types),
      posted: row.published_at ?? row.created_at,
      is_new: isNew,
    });
  }
  return [...alerts.values()]
    .sort((a, b) => (a.posted === b.posted ? b.id - a.id : a.posted < b.posted ? 1 : -1))
    .slice(0, limit);
}
