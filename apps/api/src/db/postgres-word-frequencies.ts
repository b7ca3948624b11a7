import { sql } from 'kysely';
import { type Db, isPostgres } from './create-db';
import {
  type Intersection,
  POSTGRES_TEXT_CONFIG,
  RECENT_DAYS,
  type RecentWindows,
  WALKED_JOBS,
  WORDED_COLUMNS,
  type WordedFilter,
} from './job-search';
import { SEARCH_CANDIDATE_LIMIT } from './public-job-filter';

// Whether PostgreSQL should look for a text search's newest matches in recent windows of time
// first, and in which (job-search.ts, decisions 054 and 065); and, further down, whether a search
// with filter words takes them from the index of words and filters (decision 073). The windows
// pay for a search whose words are found in a few percent of jobs: there are too many matches to
// read each one's row, and too few for a walk of the newest jobs to meet 500 of them soon. PostgreSQL's own planner takes words
// as independent, so it reckons "ticket taker" (2% of jobs each, together too) as rare as 0.04%
// and reads all 21,060 matches; and it reckons a word's index cheap to read, so in a window it
// would read the index of a common word ("tutor", 9%) where a walk by date finds 500 matches at
// once.
//
// The words' frequencies are PostgreSQL's own statistics of the words' column (`pg_stats`, which
// ANALYZE and autovacuum keep): the share of jobs holding each of the board's most common words.
// A word not among them is rarer than all of them.
//
// The first window is a week, or longer when even the rarest word alone is too rare to fill a
// week with candidates: each window reads the words' index again, so a window that was bound to
// fall short cost a second read ("cashier", in 1.7% of a million jobs and 294 of the last week's:
// 21 ms in two windows, 13 ms in one of 14 days). How many jobs a window holds comes from the
// same statistics: the table's rows and its publication dates' histogram.

/** The share of jobs that the rarest word must reach: below it, every match's row is read. */
export const MIN_WORD_SHARE = 0.005;

/**
 * The share of jobs that all the words together, taken as independent, must stay below: above
 * it, PostgreSQL's planner walks the newest jobs by date itself, which is quicker.
 */
export const MAX_WORDS_SHARE = 0.02;

/** How long the words' frequencies are used before they are read again. */
const FREQUENCIES_FOR_MS = 10 * 60_000;

/** At most this many search terms' stems are kept; past it they are all dropped. */
const KEPT_TERMS = 10_000;

/** The candidates a first window should be expected to hold, with room to spare. */
const FIRST_WINDOW_FILL = 1.2 * (SEARCH_CANDIDATE_LIMIT + 1);

/** The longest first window, in days. */
const LONGEST_FIRST_WINDOW = RECENT_DAYS[2];

interface BoardStatistics {
  /** Each common word's share of jobs. */
  byWord: Map<string, number>;
  /** The jobs table's rows, as PostgreSQL reckons them. */
  rows: number;
  /** Publication dates (ms) that cut the dated jobs into equal shares, oldest first. */
  published: number[];
  /** The values of each column a filter word or a flag reads, with their shares of jobs. */
  byColumn: Map<string, ColumnShares>;
}

/** A column's most common values (lower-cased) with their shares, and the share of any other. */
interface ColumnShares {
  common: Map<string, number>;
  other: number;
}

/** The columns a filter word stands for (job-search.ts, wordedFilters), and the flags'. */
const COUNTED_COLUMNS = [
  ...WORDED_COLUMNS,
  'high_school_students_welcome',
  'after_school_hours_available',
  'minimum_age_required',
];

/** Under what name the figures hold the cities (lower-cased), beside the columns'. */
const CITY = 'city';

/** The filters a walk checks in each job's row, none of which has a word. */
export interface RowFilters {
  minimum_age?: number;
  hsWelcome?: boolean;
  afterSchool?: boolean;
}

interface KeptStatistics {
  statistics: Promise<BoardStatistics>;
  readAt: number;
}

const keptStatistics = new WeakMap<Db, KeptStatistics>();
const stemsOf = new WeakMap<Db, Map<string, string[]>>();

/** The figures of the board that searchPlan uses, read from PostgreSQL's statistics. */
export async function readStatistics(db: Db): Promise<BoardStatistics> {
  const words = await sql<{ word: string; share: number }>`
    select s.word, s.share
    from pg_stats p,
      unnest(p.most_common_elems::text::text[], p.most_common_elem_freqs) as s(word, share)
    where p.schemaname = current_schema() and p.tablename = 'jobs'
      and p.attname = 'search_vector' and s.word is not null`.execute(db);
  const board = await sql<{ rows: number | null; published: string[] | null }>`
    select
      (select reltuples::float8 from pg_class where oid = to_regclass('jobs')) as rows,
      (select histogram_bounds::text::text[] from pg_stats
        where schemaname = current_schema() and tablename = 'jobs' and attname = 'published_at')
        as published`.execute(db);
  const { rows, published } = board.rows[0] ?? { rows: null, published: null };
  const columns = await sql<{
    column: string;
    values: string[] | null;
    shares: number[] | null;
    distinct: number;
    nulls: number;
  }>`
    select attname as column, most_common_vals::text::text[] as values,
      most_common_freqs::float8[] as shares, n_distinct::float8 as distinct,
      null_frac::float8 as nulls
    from pg_stats
    where schemaname = current_schema() and tablename = 'jobs'
      and attname = any(${COUNTED_COLUMNS}::text[])
    union all
    -- The cities' figures, from the statistics of a city with its state (migration 0013).
    select ${CITY} as column, most_common_vals::text::text[] as values,
      most_common_freqs::float8[] as shares, n_distinct::float8 as distinct,
      null_frac::float8 as nulls
    from pg_stats_ext_exprs
    where schemaname = current_schema() and tablename = 'jobs'
      and expr = 'lower(location_city)'`.execute(db);
  const jobs = Math.max(rows ?? 0, 0);
  return {
    byWord: new Map(words.rows.map((row) => [row.word, row.share])),
    rows: jobs,
    published: (published ?? []).map((date) => Date.parse(date)).filter(Number.isFinite),
    byColumn: new Map(
      columns.rows.map((row) => {
        const values = row.values ?? [];
        const shares = row.shares ?? [];
        const listed = shares.reduce((sum, share) => sum + share, 0);
        // A negative n_distinct is the distinct values' share of the rows.
        const distinct = row.distinct < 0 ? -row.distinct * jobs : row.distinct;
        const others = distinct - values.length;
        return [
          row.column,
          {
            common: new Map(values.map((value, i) => [value.toLowerCase(), shares[i] ?? 0])),
            other: others >= 1 ? Math.max(0, 1 - row.nulls - listed) / others : 0,
          },
        ];
      }),
    ),
  };
}

/**
 * The board's most common words with their share of jobs, its rows and its dates, read at most
 * every ten minutes (and again after a failed read), once for all the searches that ask
 * meanwhile.
 */
function boardStatistics(db: Db): Promise<BoardStatistics> {
  const known = keptStatistics.get(db);
  if (known && Date.now() - known.readAt <= FREQUENCIES_FOR_MS) return known.statistics;
  const statistics = readStatistics(db);
  keptStatistics.set(db, { statistics, readAt: Date.now() });
  statistics.catch(() => keptStatistics.delete(db));
  return statistics;
}

/**
 * The share of the dated jobs published since `since` (ms), from the histogram's dates: the
 * buckets after it whole, and the one it falls in by how much of its span is after it.
 */
export function sharePublishedSince(published: readonly number[], since: number): number {
  const buckets = published.length - 1;
  const first = published[0];
  const last = published[buckets];
  if (buckets < 1 || first === undefined || last === undefined) return 0;
  if (since <= first) return 1;
  if (since >= last) return 0;
  let after = 1;
  while ((published[after] ?? last) <= since) after++;
  const start = published[after - 1] ?? first;
  const end = published[after] ?? last;
  return (buckets - after + (end - since) / (end - start)) / buckets;
}

/**
 * The windows for words whose rarest is in `rarest` of jobs: the first one long enough that this
 * word alone is expected to fill it with candidates (a week at least), the second twice as long,
 * the third four times as long again, or the usual ones where longer. A search's flags or age
 * can leave the first window short (the expectation knows only the word): a second window no
 * longer than that keeps what it reads again small ("barista" for high-school students at a
 * million jobs: 23 ms in windows of 15 and 30 days, 32 ms in windows of 15 and 60).
 */
export function windowsFor(
  statistics: Pick<BoardStatistics, 'rows' | 'published'>,
  rarest: number,
  now = Date.now(),
): RecentWindows {
  const expected = (days: number) =>
    rarest * statistics.rows * sharePublishedSince(statistics.published, now - days * DAY_MS);
  let first: number = RECENT_DAYS[0];
  while (first < LONGEST_FIRST_WINDOW && expected(first) < FIRST_WINDOW_FILL) first++;
  const second = Math.max(RECENT_DAYS[1], 2 * first);
  return [first, second, Math.max(RECENT_DAYS[2], 4 * second)];
}

const DAY_MS = 86_400_000;

/** The stems PostgreSQL indexes for each term, as its text search configuration makes them. */
async function stems(db: Db, terms: string[]): Promise<string[][]> {
  let kept = stemsOf.get(db);
  if (!kept) {
    kept = new Map();
    stemsOf.set(db, kept);
  }
  const unknown = terms.filter((term) => !kept.has(term));
  if (unknown.length > 0) {
    const { rows } = await sql<{ term: string; stems: string[] }>`
      select term, tsvector_to_array(to_tsvector(${POSTGRES_TEXT_CONFIG}, term)) as stems
      from unnest(${unknown}::text[]) as term`.execute(db);
    if (kept.size + rows.length > KEPT_TERMS) kept.clear();
    for (const row of rows) kept.set(row.term, row.stems);
  }
  return terms.map((term) => kept.get(term) ?? []);
}

/** Each stem's share of jobs for `terms`, with the board's figures; undefined without them. */
async function wordShares(db: Db, terms: string[]) {
  if (!isPostgres(db) || terms.length === 0) return undefined;
  try {
    const statistics = await boardStatistics(db);
    if (statistics.byWord.size === 0) return undefined;
    const shares = (await stems(db, terms)).flat().map((stem) => statistics.byWord.get(stem) ?? 0);
    return shares.length === 0 ? undefined : { statistics, shares };
  } catch {
    // Only a choice of plan: without the figures, the single statement finds the same jobs.
    return undefined;
  }
}

/** The share of jobs that words of these shares hold together, reckoned as independent. */
const together = (shares: number[]) => shares.reduce((product, share) => product * share, 1);

/**
 * How PostgreSQL finds the newest matches of a text search, as its words' shares call for:
 *
 * - `windows`: in recent windows of time first, when its rarest word is in at least
 *   MIN_WORD_SHARE of jobs and its words together, reckoned as independent, in less than
 *   MAX_WORDS_SHARE;
 * - `walk`: down the board's dates, each job's words checked, when its words together are in at
 *   least MAX_WORDS_SHARE (the planner's own choice for them: 500 matches are met at once);
 * - `every-match`: every match read from the index of words and sorted by date, when its rarest
 *   word is in less than MIN_WORD_SHARE (the planner's own choice as well).
 *
 * Without the figures (not PostgreSQL, no statistics yet, no word that PostgreSQL indexes), none:
 * the planner chooses for the words it is given.
 */
export type SearchPlan =
  { kind: 'windows'; windows: RecentWindows } | { kind: 'walk' } | { kind: 'every-match' };

/** The way a text search for `terms` finds its newest matches on PostgreSQL (SearchPlan). */
export async function searchPlan(db: Db, terms: string[]): Promise<SearchPlan | undefined> {
  const found = await wordShares(db, terms);
  if (!found) return undefined;
  const rarest = Math.min(...found.shares);
  if (together(found.shares) >= MAX_WORDS_SHARE) return { kind: 'walk' };
  if (rarest < MIN_WORD_SHARE) return { kind: 'every-match' };
  return { kind: 'windows', windows: windowsFor(found.statistics, rarest) };
}

/**
 * Whether a search's words, reckoned as independent, are together in at least COMMON_WORDS_SHARE
 * of jobs by the board's figures (PostgreSQL; false without them).
 */
export async function wordsInMostJobs(db: Db, terms: string[]): Promise<boolean> {
  const found = await wordShares(db, terms);
  return found !== undefined && together(found.shares) >= COMMON_WORDS_SHARE;
}

/**
 * The share of jobs past which a search's words, reckoned as independent, are in so many of any
 * filter's jobs that a walk of the filter's newest finds `limit` at once: such a search keeps the
 * planner's statement, without the walk's first bound.
 */
export const COMMON_WORDS_SHARE = 0.25;

/**
 * What PostgreSQL spends, in µs, on a job read by a walk of a filter's index by date, on a job
 * the intersection of the index's lists leaves (read, ranked, kept and sorted), and on an entry of
 * those lists: at a million jobs, warm, a walk's job took 0.7-4.5 µs (least where the index holds
 * the filters, most where each job's row lies apart from the last), the intersection's 1.5-3.4
 * µs, its lists' entries 0.01-0.04 µs (decision 073); an entry of a city's index of word bits,
 * read alone and tested, 0.3-0.6 µs (decision 101).
 */
export const COSTS = { walked: 2, intersected: 3, listed: 0.03, entry: 0.5 } as const;

/**
 * The jobs holding every filter word of `filters`, reckoned from the columns' most common values
 * as independent; a column without figures counts as every job.
 */
export function jobsWithFilters(
  statistics: Pick<BoardStatistics, 'rows' | 'byColumn'>,
  filters: readonly Pick<WordedFilter, 'column' | 'value'>[],
): number {
  return filters.reduce((jobs, filter) => jobs * columnShare(statistics, filter), statistics.rows);
}

/** The share of jobs whose `column` is `value`; 1 without figures. */
function columnShare(
  statistics: Pick<BoardStatistics, 'byColumn'>,
  { column, value }: { column: string; value: string },
): number {
  const shares = statistics.byColumn.get(column);
  return shares ? (shares.common.get(value.toLowerCase()) ?? shares.other) : 1;
}

/**
 * The share of jobs that pass the filters checked in each row, reckoned as independent from the
 * columns' most common values; 1 without figures.
 */
export function rowFiltersShare(
  statistics: Pick<BoardStatistics, 'byColumn'>,
  filters: RowFilters,
): number {
  let share = 1;
  if (filters.hsWelcome) {
    share *= columnShare(statistics, { column: 'high_school_students_welcome', value: '1' });
  }
  if (filters.afterSchool) {
    share *= columnShare(statistics, { column: 'after_school_hours_available', value: '1' });
  }
  const ages = statistics.byColumn.get('minimum_age_required');
  const age = filters.minimum_age;
  if (ages && age !== undefined) {
    let fits = 0;
    for (const [required, jobs] of ages.common) if (Number(required) <= age) fits += jobs;
    share *= fits;
  }
  return share;
}

/**
 * Whether a search with filter words should take its matches from the intersection of the index
 * of words and filters (job-search.ts, decision 073): at once for a word rarer than every word
 * the figures list; else below how many matches among a filter's newest WALKED_JOBS
 * (walkedOrIntersected). Undefined: the planner's single statement, for filters holding fewer
 * than WALKED_JOBS jobs (a walk reads them all), words in most jobs, or without the figures.
 *
 * With d the share of the walked jobs that matched, walking on finds the `limit` matches in about
 * `limit` / d of the jobs that pass every filter, reading `limit` / (d × s) jobs where s is the
 * share of jobs passing the filters checked in each row (the flags, the age). The intersection
 * reads the lists of the words and filter words (L entries) and the d × F jobs they leave in
 * common, F being the jobs holding the filter words. It pays while
 * COSTS.intersected × F × d² + COSTS.listed × L × d < COSTS.walked × `limit` / s.
 */
export async function intersectionOf(
  db: Db,
  terms: string[],
  filters: readonly WordedFilter[],
  checked: RowFilters,
  limit: number,
): Promise<Intersection | undefined> {
  if (filters.length === 0) return undefined;
  const found = await wordShares(db, terms);
  if (!found || together(found.shares) >= COMMON_WORDS_SHARE) return undefined;
  const { statistics, shares } = found;
  // A word rarer than every word the figures list leaves few jobs to read, whatever the filters.
  if (shares.includes(0)) return {};
  const listed =
    statistics.rows *
    [...shares, ...filters.map((filter) => columnShare(statistics, filter))].reduce(
      (sum, share) => sum + share,
      0,
    );
  const walkedBelow = belowFor(
    jobsWithFilters(statistics, filters),
    listed,
    rowFiltersShare(statistics, checked),
    limit,
  );
  return walkedBelow === undefined ? undefined : { walkedBelow };
}

/**
 * intersectionOf for a search with a city (decision 099), whose words PostgreSQL's words' column
 * holds beside each job's own: its planner reckons them independent of the city and, for words in
 * more than a few percent of jobs, read every job of the city ("event" in Seattle: 17,497 rows,
 * 80 ms at a million jobs). The intersection is then of the words' and the city's words' lists,
 * and the walk is of the city's index; as for filter words, at once for words too rare for the
 * walk to pay, else below how many matches among the city's newest WALKED_JOBS. Undefined: words
 * in most jobs, which walk the city's jobs (decision 096); a city of fewer jobs than a walk reads
 * first, or no figures: the planner's statement.
 */
export async function cityIntersectionOf(
  db: Db,
  terms: string[],
  city: string,
  checked: RowFilters,
  limit: number,
  options: { byBits?: boolean } = {},
): Promise<Intersection | undefined> {
  const found = await wordShares(db, terms);
  if (!found || together(found.shares) >= COMMON_WORDS_SHARE) return undefined;
  const { statistics, shares } = found;
  if (shares.includes(0)) return { byCity: true };
  const cityShare = columnShare(statistics, { column: CITY, value: city });
  const listed = statistics.rows * [...shares, cityShare].reduce((sum, share) => sum + share, 0);
  const checkedShare = rowFiltersShare(statistics, checked);
  const jobs = statistics.rows * cityShare;
  const walkedBelow = belowFor(jobs, listed, checkedShare, limit);
  if (walkedBelow === undefined) return undefined;
  // Words that the city's newest jobs would hold too rarely, even three times as often as the
  // board's jobs do, are intersected at once: the walk would read its jobs for nothing ("barista"
  // in Seattle: 5.2 ms at once, 9.6 walking first).
  const expected = WALKED_JOBS * together(shares) * checkedShare * CITY_LEANING;
  if (expected < walkedBelow) return { byCity: true };
  if (!options.byBits) return { walkedBelow, byCity: true };
  // A walk of the index of word bits costs less for each job walked: it walks on past the city's
  // newest below fewer matches ("summer" in Portland: 1,773 matches intersected, 16.5 ms, against
  // 9.3 walking on, decision 101).
  const bitsBelow = bitsBelowFor(jobs, listed, limit);
  return { walkedBelow: Math.min(walkedBelow, bitsBelow), byCity: true, byBits: true };
}

/**
 * belowFor for a walk of a city's index of word bits (decision 101), which reads an entry of the
 * index for each job walked and a row only for each match: `limit` matches at a share d of the
 * city's `jobs` cost limit / d entries and limit rows, against the intersection's d × jobs rows
 * and `listed` entries. The share below which the intersection costs less is the positive root of
 * intersected × jobs × d² + (listed × listed − limit × intersected) × d = limit × entry.
 */
export function bitsBelowFor(jobs: number, listed: number, limit: number): number {
  return matchesBelow(
    COSTS.intersected * jobs,
    COSTS.listed * listed - limit * COSTS.intersected,
    limit * COSTS.entry,
    limit,
  );
}

/**
 * How many of the newest WALKED_JOBS hold the matches at the share d that is the positive root
 * of a × d² + b × d = c, at most `limit`: below it, the intersection costs less than the walk.
 */
function matchesBelow(a: number, b: number, c: number, limit: number): number {
  const share = (Math.sqrt(b * b + 4 * a * c) - b) / (2 * a);
  return Math.min(limit, Math.ceil(WALKED_JOBS * share));
}

/** How much more often than the board's jobs a city's may hold a search's words. */
const CITY_LEANING = 3;

/**
 * intersectionOf's figure for filters holding `jobs` jobs, with `listed` entries in the lists of
 * their words and the search's, and `checked` the share of jobs passing the filters checked in
 * each row.
 */
export function belowFor(
  jobs: number,
  listed: number,
  checked: number,
  limit: number,
): number | undefined {
  if (jobs < WALKED_JOBS || checked <= 0) return undefined;
  return matchesBelow(
    COSTS.intersected * jobs,
    COSTS.listed * listed,
    (COSTS.walked * limit) / checked,
    limit,
  );
}
