import { type JobListQuery, normalizeCompensationType, parseLocation } from '@firstshift/domain';
import {
  type Expression,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { type Db, isPostgres } from './create-db';
import type { Bind, StatementValues } from './kept-statements';
import type { Database } from './schema';

// The only dialect-specific part of job queries: full-text matching and its relevance score.

export interface JobMatch {
  id: number;
  /** Relevance, higher is better (only comparable within one search). */
  score: number;
  /** The job's, so that a page ordered by relevance or date needs no other column. */
  published_at: string | null;
}

export type JobMatchQuery = SelectQueryBuilder<
  Database & { job_matches: JobMatch },
  'job_matches',
  JobMatch
>;

const MAX_TERMS = 12;

/** The score of every match when a search is not ordered by relevance. */
const UNSCORED = sql<number>`0`;

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

// SQLite relevance: a search word starting a word of the title counts 10, of the company 5, of
// the category or the city 3 each (a description-only match scores 0 and ranks by date). The
// check reads the candidate's own short columns, with the word's common English endings cut
// ("tutoring" ranks "Math Tutor" up), so it costs the same whatever the word. Asking the index
// which columns hold the word (highlight(), or a column-filtered query over the candidates)
// cost 9 µs per job and column, or read every job naming the word in the candidates' id range:
// up to 5 and 16 ms at a million jobs. bm25() would also weigh rare words up, but it counts the
// matching rows of the whole board on every query.
const SCORED_COLUMNS = [
  ['title', 10],
  ['company_name', 5],
  ['business_category', 3],
  ['location_city', 3],
] as const;

/** A search word without its common English endings, for the relevance check only. */
export function rankingStem(term: string): string {
  if (term.length < 5) return term;
  const ending = ['ing', 'ers', 'er', 'es', 'ed', 's'].find((end) => term.endsWith(end));
  return ending ? term.slice(0, -ending.length) : term;
}

/** The relevance of a candidate job (SQLite): the weights of the columns naming a search word. */
function sqliteScore<V extends SearchValues>(values: V, bind: Bind<V>): RawBuilder<number> {
  const stems: `stem${number}`[] = [];
  while (values[`stem${stems.length}`] !== undefined) stems.push(`stem${stems.length}`);
  const holds = (column: string) =>
    sql.join(
      stems.map(
        (stem) =>
          sql`instr(' ' || replace(lower(${sql.ref(`jobs.${column}`)}), '-', ' '), ${bind(stem)}) > 0`,
      ),
      sql` or `,
    );
  return sql<number>`(${sql.join(
    SCORED_COLUMNS.map(([column, weight]) => sql`${sql.lit(weight)} * (${holds(column)})`),
    sql` + `,
  )})`;
}

/** A text search: its words, and the filters of the same query, which narrow it. */
export interface TextSearch {
  terms: string[];
  filters: JobListQuery;
  /** The ids of the businesses a company filter names, when they were looked up. */
  businesses?: number[];
}

/** The most businesses a search asks the SQLite index for by their words; past it, by rows. */
export const MAX_BUSINESS_WORDS = 30;

/**
 * The filter words (migrations 0010 and 0020) of the selective filters in `filters`, which the
 * SQLite index holds in its `filters` column beside each job's text: the index then intersects
 * them with the search's words itself instead of reading rows. Every filter is still checked in
 * the row as well (publicJobFilter), so these only ever narrow what the index returns.
 */
export function filterWords(filters: JobListQuery): string[] {
  const state = filters.state ?? parseLocation(filters.location).state;
  const zip = searchedZip(filters);
  const pay = normalizeCompensationType(filters.compensation_type)?.toLowerCase();
  const lettersOnly = (text: string) => text.toLowerCase().replace(/[ &'-]/g, '');
  const words: string[] = [];
  // A ZIP code or a city narrows further than its state, and a second dense word costs more
  // than it saves.
  if (state && !zip && !searchedCity(filters)) words.push(`qqst${state.toLowerCase()}0`);
  if (zip) words.push(`qqzip${zip.slice(0, 5)}0`);
  if (filters.business_category) words.push(`qqcat${lettersOnly(filters.business_category)}0`);
  if (filters.job_type) words.push(`qqjt${filters.job_type.replace('-', '')}0`);
  if (filters.work_format) words.push(`qqwf${filters.work_format.replace('-', '')}0`);
  // Paid by the hour is most jobs: as dense as a state, and as little use.
  if (pay && pay !== HOURLY) words.push(`qqpay${lettersOnly(pay)}0`);
  // No word for the seeker's age: an age fits a third to most of the board, and intersecting a
  // rare word with so dense a word cost more than checking the age in the rows (decision 025).
  return words;
}

/** The pay type of most jobs, as stored (decision 016). */
const HOURLY = 'hour';

/** The ZIP code of a search's filters, given alone or in its location. */
const searchedZip = (filters: JobListQuery) => filters.zip ?? parseLocation(filters.location).zip;

/** The city of a search's filters when it has a word the index can look for. */
function searchedCity(filters: JobListQuery): string | undefined {
  const city = filters.city ?? parseLocation(filters.location).city;
  return city && /[\p{L}\p{N}]/u.test(city) ? city : undefined;
}

const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`;

/**
 * An FTS5 query for rows that contain every term and every filter word, and the city's words in
 * their city column when the filters name a city: the index then finds the jobs of a city
 * without reading the rows of its whole state (the row still checks the city exactly). With the
 * businesses a company names, also one of their words.
 */
const fullTextQuery = ({ terms, filters, businesses }: TextSearch) => {
  let query = [...terms, ...filterWords(filters)].map(quoted).join(' ');
  const city = searchedCity(filters);
  if (city) query += ` AND {location_city}: (${quoted(city)})`;
  // A ZIP code, a city or a category already narrows the index's matches to few: merging the
  // businesses' words as well cost more than checking them in the rows (decision 055).
  const narrowed = filters.business_category !== undefined || city !== undefined;
  if (
    businesses &&
    businesses.length > 0 &&
    businesses.length <= MAX_BUSINESS_WORDS &&
    !narrowed &&
    !searchedZip(filters)
  ) {
    query += ` AND (${businesses.map((id) => quoted(`qqbiz${id}0`)).join(' OR ')})`;
  }
  return query;
};

/**
 * What a text search looks for, as the values of its statement (kept-statements.ts): each
 * word's ranking stem (stem0, stem1…), the SQLite index's query and PostgreSQL's, and with
 * `windows` the dates at which PostgreSQL's windows of time begin (newestPostgresMatches).
 */
export function searchValues(search: TextSearch, windows?: RecentWindows, now = Date.now()) {
  const since = (index: 0 | 1 | 2) =>
    windows ? new Date(now - windows[index] * DAY_MS).toISOString() : undefined;
  const values: {
    fts: string;
    tsquery: string;
    tscity: string | undefined;
    recent0: string | undefined;
    recent1: string | undefined;
    recent2: string | undefined;
    [stem: `stem${number}`]: string;
  } = {
    fts: fullTextQuery(search),
    tsquery: search.terms.join(' & '),
    tscity: searchedCity(search.filters)?.toLowerCase(),
    recent0: since(0),
    recent1: since(1),
    recent2: since(2),
  };
  search.terms.forEach((term, index) => {
    values[`stem${index}`] = ` ${rankingStem(term)}`;
  });
  return values satisfies StatementValues;
}

export type SearchValues = ReturnType<typeof searchValues>;

const postgresQuery = <V extends SearchValues>(bind: Bind<V>) =>
  sql`to_tsquery('english', ${bind('tsquery')})`;

/**
 * PostgreSQL's condition that a job holds the search's words, and the words of the filters' city
 * when they name one (the `search_vector` holds each job's city, parsed as this parses the
 * city): its GIN index then finds the jobs holding both at once. As two filters, the word's and
 * the city's indexes were each read whole and intersected ("barista" in Seattle: 14,506 and
 * 17,415 entries, 9-13 ms). The row still checks the city exactly.
 */
const postgresMatch = <V extends SearchValues>(values: V, bind: Bind<V>) =>
  values.tscity === undefined
    ? sql<SqlBool>`jobs.search_vector @@ ${postgresQuery(bind)}`
    : sql<SqlBool>`jobs.search_vector @@ (${postgresQuery(bind)} && plainto_tsquery('english', ${bind('tscity')}))`;

/**
 * The jobs table as a search reads its candidates on SQLite: through the index of migration 0015,
 * which holds by id each active job's filters and the text its score compares, so that a
 * candidate is one entry of a narrow index rather than a row of the table (decision 047). Named
 * here because SQLite's planner prefers the table's own key for a lookup by id; a filter the
 * index does not hold is still checked in the row. Kysely has no INDEXED BY, and the table keeps
 * its name, so the raw table stands where the name would.
 */
const JOBS_BY_SEARCH_INDEX =
  sql`"jobs" indexed by jobs_active_search_cover_idx` as unknown as 'jobs';

/** Jobs whose full-text entry holds every term and that satisfy `where` (SQLite). */
const sqliteMatches = <V extends SearchValues>(db: Db, bind: Bind<V>, where: Expression<SqlBool>) =>
  db
    .selectFrom(sql<{ rowid: number }>`jobs_fts`.as('jobs_fts'))
    .innerJoin(JOBS_BY_SEARCH_INDEX, 'jobs.id', 'jobs_fts.rowid')
    .where(sql<SqlBool>`jobs_fts match ${bind('fts')}`)
    .where(where);

/** The board's date order, for jobs or for matches taken from them under the name `table`. */
export const newestFirstIn = (table: string): Ordering => [
  [sql.ref(`${table}.published_at`), 'desc'],
  [sql.ref(`${table}.id`), 'desc'],
];

/** An order of rows: expressions, each ascending or descending. */
export type Ordering = [Expression<unknown>, 'asc' | 'desc'][];

/** `query` ordered by each of `ordering` in turn. */
export function ordered<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  ordering: Ordering,
): SelectQueryBuilder<DB, TB, O> {
  return ordering.reduce((q, [expression, direction]) => q.orderBy(expression, direction), query);
}

const DAY_MS = 86_400_000;

/**
 * The windows of time in which PostgreSQL looks first for a search's newest matches, when it is
 * told to (searchValues' `windows`), as the number of days before now each begins: the dates
 * `recent0`, `recent1` and `recent2`, each window from its date to the newer one's.
 */
export type RecentWindows = readonly [number, number, number];

/**
 * The shortest windows: the last week, the three weeks before, and the three months before
 * those. A search whose words are too rare to fill a week looks in longer ones
 * (postgres-word-frequencies.ts).
 */
export const RECENT_DAYS: RecentWindows = [7, 30, 120];

/**
 * PostgreSQL's newest `limit` jobs that contain every term and satisfy `where`, newest first.
 *
 * With the values `recent0`… given (postgres-word-frequencies.ts decides when, and how long
 * the windows are), it looks for them one window of time at a time, each searched only while the
 * newer ones hold fewer than `limit` matches, then in the rest of the board. Each window's jobs
 * come from the dates' block-range index (migration 0019), intersected with the words' index
 * before a row is read: a role found in a few percent of jobs reads the rows of its first
 * window's matches only, instead of every match's row ("pharmacy aide": 30,405 rows, 197 ms, at
 * a million jobs; decisions 054 and 065).
 * The windows hold only jobs newer than the rest, so the newest `limit` of those searched are the
 * board's.
 */
function newestPostgresMatches<V extends SearchValues>(
  db: Db,
  values: V,
  bind: Bind<V>,
  where: Expression<SqlBool>,
  limit: number,
  scored = false,
  sortKey?: RawBuilder<string>,
) {
  const query = postgresQuery(bind);
  const score = scored ? sql<number>`ts_rank(jobs.search_vector, ${query})` : UNSCORED;
  const matching = (range?: RawBuilder<SqlBool>) =>
    ordered(
      db
        .selectFrom('jobs')
        .where(where)
        .where(postgresMatch(values, bind))
        .$if(range !== undefined, (q) => q.where(range as RawBuilder<SqlBool>))
        .select(['jobs.id', 'jobs.published_at', score.as('score')])
        .$if(sortKey !== undefined, (q) =>
          q.select((sortKey as RawBuilder<string>).as('sort_key')),
        ),
      newestFirstIn('jobs'),
    ).limit(sql.lit(limit));
  if (values.recent0 === undefined) return matching();

  const published = sql.ref('jobs.published_at');
  const since = (name: 'recent0' | 'recent1' | 'recent2') =>
    sql<SqlBool>`${published} >= ${bind(name)}`;
  const before = (name: 'recent0' | 'recent1' | 'recent2') =>
    sql<SqlBool>`${published} < ${bind(name)}`;
  /** A window searched only while the newer ones found fewer than `limit` matches together. */
  const window = (range: RawBuilder<SqlBool>, newer: string[]) =>
    matching(range).where(
      sql<SqlBool>`(${sql.join(
        newer.map((name) => sql`(select count(*) from ${sql.table(name)})`),
        sql` + `,
      )} < ${sql.lit(limit)})`,
    );
  const windows = db
    .with(
      (cte) => cte('last_week').materialized(),
      () => matching(since('recent0')),
    )
    .with(
      (cte) => cte('last_month').materialized(),
      () => window(sql<SqlBool>`(${before('recent0')} and ${since('recent1')})`, ['last_week']),
    )
    .with(
      (cte) => cte('last_months').materialized(),
      () =>
        window(sql<SqlBool>`(${before('recent1')} and ${since('recent2')})`, [
          'last_week',
          'last_month',
        ]),
    )
    .with(
      (cte) => cte('older').materialized(),
      () => window(before('recent2'), ['last_week', 'last_month', 'last_months']),
    );
  const found = windows
    .selectFrom('last_week')
    .selectAll()
    .unionAll((eb) => eb.selectFrom('last_month').selectAll())
    .unionAll((eb) => eb.selectFrom('last_months').selectAll())
    .unionAll((eb) => eb.selectFrom('older').selectAll());
  return ordered(db.selectFrom(found.as('jobs')).selectAll(), newestFirstIn('jobs')).limit(
    sql.lit(limit),
  );
}

/**
 * The ids of the newest `limit` jobs that contain every term and satisfy `where`: what a count
 * or a membership test needs, without the cost of ranking.
 */
export function matchingJobIds<V extends SearchValues>(
  db: Db,
  values: V,
  bind: Bind<V>,
  where: Expression<SqlBool>,
  limit: number,
) {
  if (isPostgres(db)) {
    return db
      .selectFrom(newestPostgresMatches(db, values, bind, where, limit).as('matches'))
      .select('matches.id');
  }
  return sqliteMatches(db, bind, where)
    .select('jobs.id')
    .orderBy(sql`jobs_fts.rowid`, 'desc')
    .limit(sql.lit(limit));
}

/**
 * Jobs that contain every term and satisfy `where`, at most `limit` of them, newest first, with
 * their relevance when `scored` (else 0: a search ordered by date, title or company spent a
 * quarter of its time scoring its 501 candidates, 0.37 of 1.6 ms for "team" at a million jobs on
 * SQLite). Taking the newest `limit` matches before ranking keeps a search for a word found in
 * most jobs as fast as a rare one: relevance is ranked within that candidate set. On PostgreSQL,
 * with `sortKey`, each match's as well, as `sort_key`: its page is then ordered without reading
 * the matches' rows again (decision 064).
 */
export function matchingJobs<V extends SearchValues>(
  db: Db,
  values: V,
  bind: Bind<V>,
  where: Expression<SqlBool>,
  limit: number,
  scored: boolean,
  sortKey?: RawBuilder<string>,
): JobMatchQuery {
  if (isPostgres(db)) {
    return db
      .selectFrom(
        newestPostgresMatches(db, values, bind, where, limit, scored, sortKey).as('job_matches'),
      )
      .selectAll();
  }
  const score = scored ? sqliteScore(values, bind) : UNSCORED;
  const matches = sqliteMatches(db, bind, where)
    .select(['jobs.id', 'jobs.published_at', score.as('score')])
    .orderBy(sql`jobs_fts.rowid`, 'desc')
    .limit(sql.lit(limit));
  return db.selectFrom(matches.as('job_matches')).selectAll();
}
