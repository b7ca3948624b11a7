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
 * The most common English words (PostgreSQL's and Snowball's list), which a search leaves out
 * beside other words: "the" is in most jobs, so "the cashier" finds what "cashier" finds, and
 * merging its index entries doubled the search's time (SQLite) or worse (PostgreSQL, 8 -> 25 ms
 * at a million jobs). Alone, they are searched: "IT" is a job (decision 079).
 */
const COMMON_WORDS = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she
  her hers herself it its itself they them their theirs themselves what which who whom this that
  these those am is are was were be been being have has had having do does did doing a an the and
  but if or because as until while of at by for with about against between into through during
  before after above below to from up down in out on off over under again further then once here
  there when where why how all any both each few more most other some such no nor not only own
  same so than too very s t can will just don should now`.split(/\s+/),
);

/**
 * The words of a free-text search, lower-cased; an empty list means "no text search". Single
 * letters beside longer words are dropped ("baker's" searches "baker"), and the most common
 * English words beside others (COMMON_WORDS). Words match whole (after stemming: "tutoring"
 * finds "tutor"), not as prefixes: a prefix must merge the index entries of every word it
 * begins, which costs time in proportion to the whole board.
 */
export function searchTerms(search: string | undefined): string[] {
  // Full-width letters (an East Asian keyboard's "Ｂarista") and ligatures ("ﬁ") as the plain
  // letters the jobs are written in: PostgreSQL's accent folding read some of them so, SQLite's
  // index none.
  const words =
    search
      ?.normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const keep = (narrowed: string[], all: string[]) => (narrowed.length > 0 ? narrowed : all);
  const longer = keep(
    words.filter((w) => w.length > 1),
    words,
  );
  return keep(
    longer.filter((w) => !COMMON_WORDS.has(w)),
    longer,
  ).slice(0, MAX_TERMS);
}

// SQLite relevance: a search word starting a word of the title counts 10, of the company 5, of
// the category or the city 3 each (a description-only match scores 0 and ranks by date). The
// check reads the candidate's own short columns as the table of search rows holds them (lower
// case, hyphens as spaces, after a space: migration 0042; the four together as well, 0044), with
// the word's common English endings cut ("tutoring" ranks "Math Tutor" up), so it costs the same
// whatever the word. Asking the index which columns hold the word (highlight(), or a
// column-filtered query over the candidates) cost 9 µs per job and column, or read every job
// naming the word in the candidates' id range: up to 5 and 16 ms at a million jobs. bm25() would
// also weigh rare words up, but it counts the matching rows of the whole board on every query.
const SCORED_COLUMNS = [
  ['title_words', 10],
  ['company_words', 5],
  ['category_words', 3],
  ['city_words', 3],
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
      stems.map((stem) => sql`instr(${sql.ref(`jobs.${column}`)}, ${bind(stem)}) > 0`),
      sql` or `,
    );
  const score = sql.join(
    SCORED_COLUMNS.map(([column, weight]) => sql`${sql.lit(weight)} * (${holds(column)})`),
    sql` + `,
  );
  // The four columns' words together first (migration 0044): most candidates hold the words in
  // none of them, and are then checked once rather than four times ("team": 182 -> 142 µs for
  // its 501 candidates at a million jobs; a word of most candidates' titles, 174 -> 189).
  return sql<number>`(case when ${holds('scored_words')} then ${score} else 0 end)`;
}

/** A text search: its words, and the filters of the same query, which narrow it. */
export interface TextSearch {
  terms: string[];
  filters: JobListQuery;
  /** The ids of the businesses a company filter names, when they were looked up. */
  businesses?: number[];
  /**
   * SQLite: the filter words the index is asked for, when only some of them pay for the entries
   * they merge (sqlite-word-shares.ts); every one of filterWords when not given.
   */
  indexedFilterWords?: readonly string[];
  /**
   * PostgreSQL, with filter words: the matches are taken from the intersection of the index of
   * words and filters (decision 073), at once or, with `walkedBelow`, when fewer than that many
   * match among the filter's newest jobs (intersectionOf). Without it, the planner's statement.
   */
  intersect?: Intersection;
  /**
   * PostgreSQL, for a search without filters: the way its words' shares call for (SearchPlan in
   * postgres-word-frequencies.ts), written into its statement so that one plan, made once, serves
   * any words of that kind (decision 094). `walk-filters`, for words in most jobs with filters:
   * the filters' newest jobs walked with each one's words checked as it is read, planned for the
   * filters' values and once for any words (decision 096). Without it, the planner plans for the
   * words given.
   */
  fixedPlan?: 'walk' | 'every-match' | 'walk-filters';
  /**
   * SQLite, with a city: the number of its place in the index of words by place (decision 100),
   * whose range of rowids holds the city's jobs alone: the words are sought there, not beside the
   * city's words in the index of words (wordPlaceOf).
   */
  place?: number;
}

/** How a search takes its matches from the intersection of the index of words and filters. */
export interface Intersection {
  walkedBelow?: number;
  /**
   * The intersection is of the words and the city's words in the index of words, not of the
   * filter words (cityIntersectionOf, decision 099).
   */
  byCity?: true;
  /**
   * The walk is of the city's index of its jobs' word bits (migration 0047, decision 101), which
   * reads a job's row only where its bits say it may hold the words: for a search whose only
   * filters are the city and its state.
   */
  byBits?: true;
}

/** The most businesses a search asks the SQLite index for by their words; past it, by rows. */
export const MAX_BUSINESS_WORDS = 30;

/**
 * The filter words (migrations 0010 and 0020) of the selective filters in `filters`, which the
 * SQLite index holds in its `filters` column beside each job's text: the index then intersects
 * them with the search's words itself instead of reading rows. PostgreSQL's index of words and
 * filters holds them too, but for the business (migration 0035, decision 073). Every filter is
 * still checked in the row as well (publicJobFilter), so these only ever narrow what the index
 * returns.
 */
export function filterWords(filters: JobListQuery): string[] {
  return wordedFilters(filters).map((filter) => filter.word);
}

/** The columns that filters with a word in the full-text indexes compare. */
export const WORDED_COLUMNS = [
  'location_state',
  'location_zip',
  'business_category',
  'job_type',
  'work_format',
  'compensation_type',
] as const;

/** A filter with a word in the full-text indexes: the column it compares, its value, its word. */
export interface WordedFilter {
  column: (typeof WORDED_COLUMNS)[number];
  value: string;
  word: string;
}

/** The filters of filterWords, each with the column it compares and the value it compares. */
export function wordedFilters(filters: JobListQuery): WordedFilter[] {
  const state = filters.state ?? parseLocation(filters.location).state;
  const zip = searchedZip(filters);
  const pay = normalizeCompensationType(filters.compensation_type)?.toLowerCase();
  const lettersOnly = (text: string) => text.toLowerCase().replace(/[ &'-]/g, '');
  const worded: WordedFilter[] = [];
  const add = (column: WordedFilter['column'], value: string, word: string) =>
    worded.push({ column, value, word });
  // A ZIP code or a city narrows further than its state, and a second dense word costs more
  // than it saves.
  if (state && !zip && !searchedCity(filters)) {
    add('location_state', state.toUpperCase(), `qqst${state.toLowerCase()}0`);
  }
  if (zip) add('location_zip', zip.slice(0, 5), `qqzip${zip.slice(0, 5)}0`);
  const category = filters.business_category;
  if (category) add('business_category', category, `qqcat${lettersOnly(category)}0`);
  const type = filters.job_type;
  if (type) add('job_type', type, `qqjt${type.replace('-', '')}0`);
  const format = filters.work_format;
  if (format) add('work_format', format, `qqwf${format.replace('-', '')}0`);
  // Paid by the hour is most jobs: as dense as a state, and as little use.
  if (pay && pay !== HOURLY) add('compensation_type', pay, `qqpay${lettersOnly(pay)}0`);
  // No word for the seeker's age: an age fits a third to most of the board, and intersecting a
  // rare word with so dense a word cost more than checking the age in the rows (decision 025).
  return worded;
}

/** A word of SQLite's indexes for a pair of filters, and the words of wordedFilters it stands for. */
export interface PairedWord {
  word: string;
  replaces: string[];
}

/**
 * The words SQLite's indexes hold for pairs of filters (migration 0049, decision 106): a job type
 * with a work format, in place of their two words; a state with high-school students welcome, in
 * place of the state's word, and with a city or ZIP code too, where the state has no word of its
 * own but the flag gains one. Every job that passes both filters holds the pair's word.
 * `worded` is the filters' wordedFilters, where the caller has them already.
 */
export function pairedFilterWords(
  filters: JobListQuery,
  worded = wordedFilters(filters),
): PairedWord[] {
  const wordOf = (column: WordedFilter['column']) =>
    worded.find((filter) => filter.column === column)?.word;
  const pairs: PairedWord[] = [];
  const { job_type: type, work_format: format } = filters;
  const typeWord = wordOf('job_type');
  const formatWord = wordOf('work_format');
  if (type && format && typeWord && formatWord) {
    const word = `qqjtwf${type.replace('-', '')}${format.replace('-', '')}0`;
    pairs.push({ word, replaces: [typeWord, formatWord] });
  }
  const state = filters.state ?? parseLocation(filters.location).state;
  if (state && filters.hsWelcome) {
    const stateWord = wordOf('location_state');
    pairs.push({ word: `qqhsst${state.toLowerCase()}0`, replaces: stateWord ? [stateWord] : [] });
  }
  return pairs;
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

export const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`;

/** The filter words as a PostgreSQL array's text, each quoted (a pay type may hold a comma). */
const postgresArray = (words: string[]) =>
  `{${words.map((word) => `"${word.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/**
 * An FTS5 query for rows that contain every term and the filter words asked for (all of them
 * unless `indexedFilterWords` names some), and the city's words in their city column when the
 * filters name a city: the index then finds the jobs of a city without reading the rows of its
 * whole state (the row still checks the city exactly). With the businesses a company names, also
 * one of their words.
 */
export const fullTextQuery = ({
  terms,
  filters,
  businesses,
  indexedFilterWords,
  place,
}: TextSearch) => {
  let query = [...terms, ...(indexedFilterWords ?? filterWords(filters))].map(quoted).join(' ');
  const city = searchedCity(filters);
  // In the index by place, the place's range holds the city's jobs (sqliteMatches).
  if (city && place === undefined) query += ` AND {location_city}: (${quoted(city)})`;
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
 * PostgreSQL's query of any of the search's words in the parts of a job's words that `weights`
 * name (migration 0036: A the title, B the business's name, C its category and city).
 */
const weighted = (terms: string[], weights: string) =>
  terms.map((term) => `${term}:${weights}`).join(' | ');

/**
 * What a text search looks for, as the values of its statement (kept-statements.ts): each
 * word's ranking stem (stem0, stem1…), the SQLite index's query and PostgreSQL's, and with
 * `windows` the dates at which PostgreSQL's windows of time begin (newestPostgresMatches).
 */
export function searchValues(search: TextSearch, windows?: RecentWindows, now = Date.now()) {
  const since = (index: 0 | 1 | 2) =>
    windows ? new Date(now - windows[index] * DAY_MS).toISOString() : undefined;
  const words = filterWords(search.filters);
  const byCity = search.intersect?.byCity === true;
  const intersected = (words.length > 0 || byCity) && search.intersect !== undefined;
  const values: {
    fts: string;
    tsquery: string;
    tsscored: string;
    tstitle: string;
    tscompany: string;
    tsplace: string;
    tscity: string | undefined;
    tsfilters: string | undefined;
    intersect_below: number | undefined;
    recent0: string | undefined;
    recent1: string | undefined;
    recent2: string | undefined;
    walks_dates: true | undefined;
    reads_every_match: true | undefined;
    walks_filters: true | undefined;
    intersects_city: true | undefined;
    walks_city_bits: true | undefined;
    place: number | undefined;
    [stem: `stem${number}`]: string;
  } = {
    fts: fullTextQuery(search),
    tsquery: search.terms.join(' & '),
    tsscored: weighted(search.terms, 'ABC'),
    tstitle: weighted(search.terms, 'A'),
    tscompany: weighted(search.terms, 'B'),
    tsplace: weighted(search.terms, 'C'),
    tscity: searchedCity(search.filters)?.toLowerCase(),
    tsfilters: intersected && !byCity ? postgresArray(words) : undefined,
    intersect_below: intersected ? search.intersect?.walkedBelow : undefined,
    recent0: since(0),
    recent1: since(1),
    recent2: since(2),
    // Only given or not: each makes a statement of its own (kept-statements.ts), never bound.
    walks_dates: search.fixedPlan === 'walk' ? true : undefined,
    reads_every_match: search.fixedPlan === 'every-match' ? true : undefined,
    walks_filters: search.fixedPlan === 'walk-filters' ? true : undefined,
    intersects_city: byCity ? true : undefined,
    walks_city_bits: byCity && search.intersect?.byBits === true ? true : undefined,
    place: search.place,
  };
  search.terms.forEach((term, index) => {
    values[`stem${index}`] = ` ${rankingStem(term)}`;
  });
  return values satisfies StatementValues;
}

export type SearchValues = ReturnType<typeof searchValues>;

/**
 * PostgreSQL's text search configuration, which builds the words' column (migration 0036,
 * decision 079): English stems with accents folded and no word left out, as SQLite's index reads
 * words ("cafe" finds "Café", "IT" the IT help desk).
 */
export const POSTGRES_TEXT_CONFIG = sql.lit('firstshift_english');

/**
 * The search's words as PostgreSQL's query. Under a plan made once for any words (searchValues'
 * `walks_dates` and `reads_every_match`), a call on a bound value is not worked out while planning
 * but again for each row it is checked against ("team": 1.6 -> 1.8 ms); a subquery's is worked
 * out once.
 */
const postgresQuery = <V extends SearchValues>(values: V, bind: Bind<V>) => {
  const query = sql`to_tsquery(${POSTGRES_TEXT_CONFIG}, ${bind('tsquery')})`;
  return values.walks_dates === undefined &&
    values.reads_every_match === undefined &&
    values.walks_filters === undefined &&
    values.walks_city_bits === undefined
    ? query
    : sql`(select ${query})`;
};

/**
 * PostgreSQL's condition that a job holds the search's words, and the words of the filters' city
 * when they name one (the `search_vector` holds each job's city, parsed as this parses the
 * city): its GIN index then finds the jobs holding both at once. As two filters, the word's and
 * the city's indexes were each read whole and intersected ("barista" in Seattle: 14,506 and
 * 17,415 entries, 9-13 ms). The row still checks the city exactly.
 */
const postgresMatch = <V extends SearchValues>(values: V, bind: Bind<V>) => {
  if (values.tscity === undefined) {
    return sql<SqlBool>`jobs.search_vector @@ ${postgresQuery(values, bind)}`;
  }
  const city = sql`plainto_tsquery(${POSTGRES_TEXT_CONFIG}, ${bind('tscity')})`;
  return sql<SqlBool>`jobs.search_vector @@ (${postgresQuery(values, bind)} && ${values.walks_city_bits === undefined ? city : sql`(select ${city})`})`;
};

/**
 * The relevance of a candidate job on PostgreSQL, SQLite's (sqliteScore): a search word in the
 * title counts 10, in the business's name 5, in the category or the city 3 (the two are one part
 * of the job's words here), and a match in the description only 0, to rank by date. Each check
 * finds the words in the job's words by their parts; most candidates hold them in none of the
 * three, and are checked once. ts_rank weighed the same parts by how often each word occurs, and
 * cost half of a common word's walk ("team": 0.70 against 0.41-0.59 ms for its 501 candidates at
 * a million jobs, decision 102).
 */
function postgresScore<V extends SearchValues>(
  values: V,
  bind: Bind<V>,
  vector: RawBuilder<unknown>,
): RawBuilder<number> {
  const holds = (words: 'tsscored' | 'tstitle' | 'tscompany' | 'tsplace') =>
    sql<SqlBool>`(${vector} @@ (select to_tsquery(${POSTGRES_TEXT_CONFIG}, ${bind(words)})))`;
  return sql<number>`(case when ${holds('tsscored')} then 10 * ${holds('tstitle')}::int + 5 * ${holds('tscompany')}::int + 3 * ${holds('tsplace')}::int else 0 end)`;
}

/**
 * The jobs table as a search reads its candidates on SQLite: the table of migration 0042, which
 * holds under its id each active job's filters and the text its score compares (the columns of
 * SCORED_COLUMNS: lower case, hyphens as spaces, after a space), so that a candidate is a seek of
 * an integer key in a narrow table rather than a row of jobs (decision 091; an index by id before,
 * decision 047). It keeps the names of jobs' columns, so that the filters' conditions read it as
 * they read jobs. Kysely knows only the jobs table, so the table stands where its name would.
 */
const JOBS_BY_SEARCH_ROWS = sql`job_search_rows as "jobs"` as unknown as 'jobs';

/**
 * The jobs table as PostgreSQL's walk of a search's words by date reads it: the narrow table of
 * migration 0045, which holds each active job's words, title and business's name under jobs'
 * names for them, a quarter of a row of jobs (decision 097).
 */
const JOBS_BY_WORDS = sql`job_words as "jobs"` as unknown as 'jobs';

/**
 * Jobs whose full-text entry holds every term and that satisfy `where` (SQLite). The index keeps
 * each job under its id negated (migration 0043): in its ascending order, the newest job first.
 * With a place, the index by place (migration 0046) keeps the place's jobs in one range of rowids,
 * each under the top of the range less its id: newest first as well, under the same name.
 */
const sqliteMatches = <V extends SearchValues>(
  db: Db,
  values: V,
  bind: Bind<V>,
  where: Expression<SqlBool>,
) => {
  if (values.place === undefined) {
    return db
      .selectFrom(sql<{ rowid: number }>`jobs_fts`.as('jobs_fts'))
      .innerJoin(JOBS_BY_SEARCH_ROWS, (join) =>
        join.on(sql<SqlBool>`"jobs"."id" = -"jobs_fts"."rowid"`),
      )
      .where(sql<SqlBool>`jobs_fts match ${bind('fts')}`)
      .where(where);
  }
  // The range's ends are integers: a number is bound as a real, and FTS5 then read the whole
  // of each word's list ("team" in Seattle: 42 ms against 0.4). Its query is the table's
  // argument: MATCH names a table by its own name, not another.
  const low = sql<number>`cast(${bind('place')} as integer) * ${sql.lit(PLACE_STEP)}`;
  const top = sql<number>`${low} + ${sql.lit(IDS_BELOW)}`;
  return db
    .selectFrom(sql<{ rowid: number }>`jobs_place_fts(${bind('fts')})`.as('jobs_fts'))
    .innerJoin(JOBS_BY_SEARCH_ROWS, (join) =>
      join.on(sql<SqlBool>`"jobs"."id" = ${top} - "jobs_fts"."rowid"`),
    )
    .where(sql<SqlBool>`jobs_fts.rowid between ${low} and ${top}`)
    .where(where);
};

/** A rowid's place part in the index by place (migration 0046): 2^32. */
const PLACE_STEP = 4294967296;
/** A job's id is taken from this within its place's range (migration 0046): 2^31 - 1. */
const IDS_BELOW = 2147483647;

/** Places' numbers already looked up, by database: a number is never changed nor reused. */
const placeNumbers = new WeakMap<Db, Map<string, number>>();
/** The most places' numbers kept for one database. */
const MAX_PLACE_NUMBERS = 10_000;

/**
 * The number of the place of `city` (lower-cased) in `state` in SQLite's index of words by place
 * (migration 0046), or of the one place of that city when no state is given; undefined on
 * PostgreSQL, for a place no job was ever written in, or for a city in more than one state.
 */
export async function wordPlaceOf(
  db: Db,
  city: string | undefined,
  state: string | undefined,
): Promise<number | undefined> {
  if (isPostgres(db) || city === undefined) return undefined;
  const known = placeNumbers.get(db) ?? new Map<string, number>();
  placeNumbers.set(db, known);
  const key = state === undefined ? undefined : `${state}\u0000${city}`;
  const kept = key === undefined ? undefined : known.get(key);
  if (kept !== undefined) return kept;
  let query = db.selectFrom('job_word_places').select('id').where('city', '=', city).limit(2);
  if (state !== undefined) query = query.where('state', '=', state);
  const rows = await query.execute();
  const place = rows.length === 1 ? rows[0]?.id : undefined;
  if (key !== undefined && place !== undefined) {
    if (known.size >= MAX_PLACE_NUMBERS) known.clear();
    known.set(key, place);
  }
  return place;
}

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
  const score = scored ? postgresScore(values, bind, sql`jobs.search_vector`) : UNSCORED;
  // Words found in many jobs, under a plan made once for any words: the index of words cannot
  // serve the condition so written, and the newest jobs are walked by date. Planned for no words
  // in particular, PostgreSQL reckons any words in 0.5% of jobs and reads every match from that
  // index ("team", in 900,405 jobs of a million: 18.7 s, decision 094).
  const matched =
    values.walks_dates === undefined
      ? postgresMatch(values, bind)
      : sql<SqlBool>`(${postgresMatch(values, bind)}) is true`;
  /** The matches among `jobs`, with what a match carries. */
  const matchesIn = (jobs: JobsSource): Matches =>
    jobs
      .where(matched)
      .select(['jobs.id', 'jobs.published_at', score.as('score')])
      .$if(sortKey !== undefined, (q) => q.select((sortKey as RawBuilder<string>).as('sort_key')));
  // A walk of the dates reads the jobs' words alone, without filters (decision 094).
  const walked = values.walks_dates === undefined ? 'jobs' : JOBS_BY_WORDS;
  const matching = (range?: RawBuilder<SqlBool>) =>
    ordered(
      matchesIn(
        db
          .selectFrom(walked)
          .where(where)
          .$if(range !== undefined, (q) => q.where(range as RawBuilder<SqlBool>)),
      ),
      newestFirstIn('jobs'),
    ).limit(sql.lit(limit));
  /** `matches` gathered whole, then the newest: the planner cannot walk an index by date. */
  const gathered = (name: 'intersected' | 'every_match', matches: Matches) =>
    ordered(
      db
        .with(
          (cte) => cte(name).materialized(),
          () => matches,
        )
        .selectFrom(`${name} as jobs`)
        .selectAll(),
      newestFirstIn('jobs'),
    ).limit(sql.lit(limit));
  if (values.walks_filters !== undefined) {
    return filtersWalked(db, values, bind, where, limit, scored, sortKey);
  }
  if (values.intersects_city !== undefined) {
    // The words and the city's words, from the index of words alone: the filters' conditions are
    // not written where an index could serve them, so that the planner cannot read every job of
    // the city instead, as it did reckoning the city's word independent of the city (decision
    // 099). The index of words holds active jobs only.
    const intersected = matchesIn(
      db.selectFrom('jobs').where(sql<SqlBool>`jobs.status = 'active' and (${where}) is true`),
    );
    if (values.intersect_below === undefined) return gathered('intersected', intersected);
    return walkedOrIntersected(db, values, bind, where, limit, { score, sortKey, intersected });
  }
  if (values.recent0 === undefined) {
    if (values.tsfilters === undefined) {
      // Rare words under a plan made once for any words: read from the index of words.
      if (values.reads_every_match !== undefined) {
        return gathered('every_match', matchesIn(db.selectFrom('jobs').where(where)));
      }
      return matching();
    }
    const intersected = matchesIn(
      db
        .selectFrom('jobs')
        .where(where)
        .where(sql<SqlBool>`${POSTGRES_FILTER_WORDS} @> ${bind('tsfilters')}::text[]`),
    );
    if (values.intersect_below === undefined) return gathered('intersected', intersected);
    return walkedOrIntersected(db, values, bind, where, limit, { score, sortKey, intersected });
  }

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
 * PostgreSQL's newest `limit` jobs that satisfy `where` and hold the search's words, for words in
 * most jobs (decision 096): the filters' jobs newest first, each with whether it holds the words,
 * fenced off (OFFSET 0), and those that do kept in their order. The words are then no condition
 * the planner weighs: it plans the walk for the filters alone, the few hundred rows the LIMIT
 * needs down a filter's index by date, whatever the words, so that the statement is planned once
 * for any words. With them in its condition and planned for no words in particular, it reckoned
 * 0.5 % of jobs would match and read every job of the filters ("team" in Oregon for high-school
 * students: 47,941 rows, 431 ms at a million jobs); planned for the words given, it walked as
 * here, after 0.4-0.9 ms of planning.
 */
function filtersWalked<V extends SearchValues>(
  db: Db,
  values: V,
  bind: Bind<V>,
  where: Expression<SqlBool>,
  limit: number,
  scored: boolean,
  sortKey?: RawBuilder<string>,
) {
  const walked = ordered(
    db
      .selectFrom('jobs')
      .where(where)
      .select(['jobs.id', 'jobs.published_at'])
      .select([
        sql<string>`jobs.search_vector`.as('search_vector'),
        postgresMatch(values, bind).as('matched'),
      ])
      .$if(sortKey !== undefined, (q) => q.select((sortKey as RawBuilder<string>).as('sort_key'))),
    newestFirstIn('jobs'),
  ).offset(sql.lit(0));
  const score = scored ? postgresScore(values, bind, sql`walked.search_vector`) : UNSCORED;
  const matches: Matches = db
    .selectFrom(walked.as('walked'))
    .where(sql<SqlBool>`walked.matched`)
    .select(['walked.id', 'walked.published_at', score.as('score')])
    .$if(sortKey !== undefined, (q) => q.select(sql<string>`walked.sort_key`.as('sort_key')))
    .limit(sql.lit(limit)) as unknown as Matches;
  // In the walk's order, which the LIMIT above keeps: the newest first.
  return db.selectFrom(matches.as('jobs')).selectAll();
}

/** The jobs table with a search's conditions, before what a match carries is selected. */
type JobsSource = SelectQueryBuilder<Database, 'jobs', object>;

/** The matches of a search on PostgreSQL, each with its sort key when the page has one. */
type Matches = SelectQueryBuilder<Database, 'jobs', JobMatch & { sort_key?: string }>;

/** How many of a filter's newest jobs a search with filter words reads first (decision 073). */
export const WALKED_JOBS = 1000;

/**
 * The filter words of a job's row (filterWords), as PostgreSQL's index of words and filters
 * holds them beside its words (migration 0035): the same expression, which the planner must
 * recognise to read the index.
 */
const POSTGRES_FILTER_WORDS = sql`array[
    'qqst' || lower(location_state) || '0',
    'qqcat' || lower(replace(replace(replace(replace(business_category, ' ', ''), '&', ''), '-', ''), '''', '')) || '0',
    'qqjt' || replace(job_type, '-', '') || '0',
    'qqwf' || replace(work_format, '-', '') || '0',
    'qqzip' || substr(coalesce(location_zip, ''), 1, 5) || '0',
    'qqpay' || lower(replace(replace(replace(replace(coalesce(compensation_type, ''), ' ', ''), '&', ''), '-', ''), '''', '')) || '0'
  ]`;

/**
 * PostgreSQL's newest `limit` matches of a search with filter words whose words are in few jobs
 * (intersectionOf says when), with a filter that leads an index of its own (decision 073). Its
 * planner takes the words and the filter as independent and walks the filter's index newest first
 * reading each job's words; where few of the filter's jobs hold them, that read them all ("tutor"
 * in Restaurant: 86,611 rows for 156 matches, 387-630 ms at a million jobs). Here the walk reads
 * the filter's newest WALKED_JOBS first. With at least `intersect_below` matches among them, it
 * goes on from the last one read until `limit` have matched; with fewer, the matches are taken
 * from `intersected` instead: the intersection of the words' and the filter words' lists in the
 * index of both (migration 0035) and the jobs it leaves (15 ms). Each part runs only when its
 * condition holds.
 */
function walkedOrIntersected<V extends SearchValues>(
  db: Db,
  values: V,
  bind: Bind<V>,
  where: Expression<SqlBool>,
  limit: number,
  match: {
    score: RawBuilder<number>;
    sortKey?: RawBuilder<string>;
    intersected: Matches;
  },
) {
  const { score, sortKey } = match;
  const matched = postgresMatch(values, bind);
  /** The filter's jobs, each with whether it matched, past `after` if given. */
  const jobsOf = (after?: RawBuilder<SqlBool>) =>
    db
      .selectFrom('jobs')
      .where(where)
      .$if(after !== undefined, (q) => q.where(after as RawBuilder<SqlBool>))
      .selectAll('jobs')
      .select(matched.as('matched'));
  /** The same newest first. */
  const newest = (after?: RawBuilder<SqlBool>) => ordered(jobsOf(after), newestFirstIn('jobs'));
  /** What a match carries, from `newest`'s jobs. */
  const carried = (jobs: ReturnType<typeof newest>) =>
    db
      .selectFrom(jobs.as('jobs'))
      .select(['jobs.id', 'jobs.published_at', 'jobs.matched'])
      .select(sql<number>`case when jobs.matched then ${score} else 0 end`.as('score'))
      .$if(sortKey !== undefined, (q) => q.select((sortKey as RawBuilder<string>).as('sort_key')));
  // What the walk found, read once: how many jobs it read, how many matched, the last it read.
  const last = (column: string) =>
    sql`max(${sql.ref(column)}) filter (where place = ${sql.lit(WALKED_JOBS)})`;
  const walked = (column: string) => sql`(select ${sql.ref(column)} from walk_summary)`;
  const matchCount = walked('found');
  // A walk that found `limit` needs nothing more.
  const fewest = sql<number>`least(${bind('intersect_below')}, ${sql.lit(limit)})`;
  const walkedAll = sql<SqlBool>`${walked('walked')} = ${sql.lit(WALKED_JOBS)}`;
  const few = sql<SqlBool>`${matchCount} < ${fewest} and ${walkedAll}`;
  const after = sql<SqlBool>`(jobs.published_at, jobs.id) < (${walked('published_at')}, ${walked('id')})`;
  const walkStart = () =>
    carried(newest().limit(sql.lit(WALKED_JOBS))).select(
      sql<number>`row_number() over (order by jobs.published_at desc, jobs.id desc)`.as('place'),
    );
  // The city's index of word bits, when it walks: a job's row is read where it may match.
  const bits =
    values.walks_city_bits === undefined
      ? undefined
      : cityBitsWalk(
          db,
          values,
          bind,
          (entry) => carried(jobsOf(entry).offset(sql.lit(0))),
          sortKey !== undefined,
        );
  const matches = db
    .with(
      (cte) => cte('walk').materialized(),
      () =>
        bits ? (bits.start(WALKED_JOBS) as unknown as ReturnType<typeof walkStart>) : walkStart(),
    )
    .with(
      (cte) => cte('walk_summary').materialized(),
      (qb) =>
        qb
          .selectFrom('walk')
          .select([
            sql<number>`count(*)`.as('walked'),
            sql<number>`count(*) filter (where matched)`.as('found'),
            last('published_at').as('published_at'),
            last('id').as('id'),
          ]),
    )
    // On past the walk's last job. Its jobs with whether each matched, fenced off (OFFSET 0)
    // and taken in their order without sorting them again: the planner then plans the walk for
    // the few rows the LIMIT needs, down the filter's index by date. Given the words to match,
    // it reckoned a role as rare and read every match of the words to sort them ("social media
    // assistant", in-person: 17,202 rows).
    .with(
      (cte) => cte('walked_on').materialized(),
      () => {
        const needed = sql<SqlBool>`${matchCount} between ${fewest} and ${sql.lit(limit - 1)} and ${walkedAll}`;
        const rest = sql<number>`greatest(${sql.lit(limit)} - ${matchCount}, 0)`;
        const walkOn = carried(newest(after).offset(sql.lit(0)))
          .where(sql<SqlBool>`jobs.matched and ${needed}`)
          .limit(rest);
        return bits ? (bits.on(after, needed, rest) as unknown as typeof walkOn) : walkOn;
      },
    )
    .with(
      (cte) => cte('intersected').materialized(),
      () => match.intersected.where(few),
    );
  const found = matches
    .selectFrom('walk')
    .select(['walk.id', 'walk.published_at', 'walk.score'])
    .$if(sortKey !== undefined, (q) => q.select(sql<string>`walk.sort_key`.as('sort_key')))
    .where(sql<SqlBool>`walk.matched and not (${few})`)
    .unionAll((eb) =>
      eb
        .selectFrom('walked_on')
        .select(['walked_on.id', 'walked_on.published_at', 'walked_on.score'])
        .$if(sortKey !== undefined, (q) =>
          q.select(sql<string>`walked_on.sort_key`.as('sort_key')),
        ),
    )
    .unionAll((eb) => eb.selectFrom('intersected').selectAll());
  return ordered(db.selectFrom(found.as('jobs')).selectAll(), newestFirstIn('jobs')).limit(
    sql.lit(limit),
  );
}

/**
 * walkedOrIntersected's walk of a city's jobs newest first for a search whose only filters are the
 * city and its state (decision 101): the city's entries in the index of the jobs' word bits
 * (migration 0047), each read from the index alone with whether its bits hold every bit of the
 * search's words, and the row of a job read (`matchOf`, given the condition naming it) only where
 * they do. Its rows carry what the walk of rows carries, under the same names, each entry walked
 * counted as a job walked: `start` is the first `count` entries with their places, `on` the rest
 * past `after` (which names the entries as jobs) while `needed`, up to `rest` matches.
 *
 * The search's words are parsed as its query parses them (to_tsquery's operands, the `&` between
 * them a blank to to_tsvector), so each word's bits are those of the word its query asks for. A
 * job that holds the words' bits without the words only costs its row's read: each row still
 * checks the words and every filter.
 */
function cityBitsWalk<V extends SearchValues & { city?: string; state?: string }>(
  db: Db,
  values: V,
  bind: Bind<V>,
  matchOf: (entry: RawBuilder<SqlBool>) => SelectQueryBuilder<Database, 'jobs', object>,
  sorted: boolean,
) {
  const mask = sql`(select job_word_bits(to_tsvector(${POSTGRES_TEXT_CONFIG}, ${bind('tsquery')})))`;
  const state =
    values.state === undefined ? sql`` : sql`and jobs.location_state = ${bind('state')}`;
  /** The city's entries newest first, each with whether it may match, past `after` if given. */
  const entries = (bounds: RawBuilder<unknown>, after?: RawBuilder<SqlBool>) =>
    sql<{ id: number; published_at: string; maybe: boolean }>`(
      select jobs.id, jobs.published_at, (jobs.word_bits & ${mask}) = ${mask} as maybe
      from job_words as jobs
      where jobs.city_lower = ${bind('city')} ${state} ${after ? sql`and ${after}` : sql``}
      order by jobs.published_at desc, jobs.id desc ${bounds})`.as('entries');
  const match = matchOf(sql<SqlBool>`jobs.id = entries.id and entries.maybe`).as('m');
  const sortKey = sql<string>`m.sort_key`.as('sort_key');
  return {
    start: (count: number) =>
      db
        .selectFrom(entries(sql`limit ${sql.lit(count)}`))
        .leftJoinLateral(match, (join) => join.onTrue())
        .$if(sorted, (q) => q.select(sortKey))
        .select([
          'entries.id',
          'entries.published_at',
          sql<boolean>`coalesce(m.matched, false)`.as('matched'),
          sql<number>`coalesce(m.score, 0)`.as('score'),
          sql<number>`row_number() over (order by entries.published_at desc, entries.id desc)`.as(
            'place',
          ),
        ]),
    on: (after: RawBuilder<SqlBool>, needed: RawBuilder<SqlBool>, rest: RawBuilder<number>) =>
      db
        .selectFrom(entries(sql`offset 0`, after))
        .innerJoinLateral(match, (join) => join.onTrue())
        .select([
          'entries.id',
          'entries.published_at',
          sql<boolean>`m.matched`.as('matched'),
          sql<number>`m.score`.as('score'),
        ])
        .$if(sorted, (q) => q.select(sortKey))
        .where(sql<SqlBool>`m.matched and ${needed}`)
        .limit(rest),
  };
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
  return sqliteMatches(db, values, bind, where)
    .select('jobs.id')
    .orderBy(sql`jobs_fts.rowid`)
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
  const matches = sqliteMatches(db, values, bind, where)
    .select(['jobs.id', 'jobs.published_at', score.as('score')])
    .orderBy(sql`jobs_fts.rowid`)
    .limit(sql.lit(limit));
  return db.selectFrom(matches.as('job_matches')).selectAll();
}
