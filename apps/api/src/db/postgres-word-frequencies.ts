import { sql } from 'kysely';
import { type Db, isPostgres } from './create-db';
import { RECENT_DAYS, type RecentWindows } from './job-search';
import { SEARCH_CANDIDATE_LIMIT } from './public-job-filter';

// Whether PostgreSQL should look for a text search's newest matches in recent windows of time
// first, and in which (job-search.ts, decisions 054 and 065). It pays for a search whose words
// are found in a few percent of jobs: there are too many matches to read each one's row, and too
// few for a walk of the newest jobs to meet 500 of them soon. PostgreSQL's own planner takes words
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
}

interface KeptStatistics {
  statistics: Promise<BoardStatistics>;
  readAt: number;
}

const keptStatistics = new WeakMap<Db, KeptStatistics>();
const stemsOf = new WeakMap<Db, Map<string, string[]>>();

/** The figures of the board that searchWindows uses, read from PostgreSQL's statistics. */
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
  return {
    byWord: new Map(words.rows.map((row) => [row.word, row.share])),
    rows: Math.max(rows ?? 0, 0),
    published: (published ?? []).map((date) => Date.parse(date)).filter(Number.isFinite),
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

/** The stems PostgreSQL indexes for each term, as its English configuration makes them. */
async function stems(db: Db, terms: string[]): Promise<string[][]> {
  let kept = stemsOf.get(db);
  if (!kept) {
    kept = new Map();
    stemsOf.set(db, kept);
  }
  const unknown = terms.filter((term) => !kept.has(term));
  if (unknown.length > 0) {
    const { rows } = await sql<{ term: string; stems: string[] }>`
      select term, tsvector_to_array(to_tsvector('english', term)) as stems
      from unnest(${unknown}::text[]) as term`.execute(db);
    if (kept.size + rows.length > KEPT_TERMS) kept.clear();
    for (const row of rows) kept.set(row.term, row.stems);
  }
  return terms.map((term) => kept.get(term) ?? []);
}

/**
 * The windows in which a text search for `terms` should look first, if any: on PostgreSQL, when
 * its rarest word is in at least MIN_WORD_SHARE of jobs and its words together, reckoned as
 * independent, in less than MAX_WORDS_SHARE.
 */
export async function searchWindows(db: Db, terms: string[]): Promise<RecentWindows | undefined> {
  if (!isPostgres(db) || terms.length === 0) return undefined;
  let shares: number[];
  let statistics: BoardStatistics;
  try {
    statistics = await boardStatistics(db);
    if (statistics.byWord.size === 0) return undefined;
    shares = (await stems(db, terms)).flat().map((stem) => statistics.byWord.get(stem) ?? 0);
  } catch {
    // Only a choice of plan: without the figures, the single statement finds the same jobs.
    return undefined;
  }
  if (shares.length === 0) return undefined;
  const rarest = Math.min(...shares);
  const together = shares.reduce((product, share) => product * share, 1);
  if (rarest < MIN_WORD_SHARE || together >= MAX_WORDS_SHARE) return undefined;
  return windowsFor(statistics, rarest);
}
