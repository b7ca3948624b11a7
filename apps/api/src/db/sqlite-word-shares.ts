import { sql } from 'kysely';
import type { Db } from './create-db';
import {
  fullTextQuery,
  pairedFilterWords,
  quoted,
  type TextSearch,
  wordedFilters,
} from './job-search';

// Which filter words a text search asks SQLite's index for (decision 092). The index finds the
// jobs holding every word of its query by stepping through each word's list of jobs, entry by
// entry, to the next job that all the others hold: a word costs its whole list within the part
// of the board the search reads, however few jobs the others hold. A filter word therefore pays
// only where the search's words are common: "team" in Oregon reads Oregon's 20,000 jobs in the
// index rather than checking the state in 900,000 rows, but "calligraphy" among seasonal jobs
// merged the 150,000 entries of seasonal jobs to find 81 of its 525 matches (0.9 ms), where
// checking the type in the 525 rows costs 0.1 ms. Every filter is still checked in the row, so
// the words asked for change the time, never the jobs found.
//
// A filter word is asked for when the rows it spares cost more than its entries: the jobs that
// hold the query so far (the search's words, its city, its businesses and the words already asked
// for) but not the filter's word, each a row read (ROW_COST), against the jobs that hold the
// word, each an entry stepped over (ENTRY_COST). The query and the word are measured together,
// never reckoned as independent. The shares are taken from the newest jobs in the index
// (PROBED_ROWS of them, up to PROBED_MATCHES matches) and kept for a while, as PostgreSQL keeps
// its statistics of words (postgres-word-frequencies.ts).

/**
 * What a job costs, in relative units: an entry of a word's list stepped over while merging the
 * lists newest first (about 18 ns at a million jobs), and a job's row read by id and its filters
 * checked (about 760 ns).
 */
export const ENTRY_COST = 1;
export const ROW_COST = 42;

/** How many of the newest jobs in the index a share is read from. */
export const PROBED_ROWS = 10_000;

/** At most this many matches are read to reckon a share: a common word's is known sooner. */
export const PROBED_MATCHES = 200;

/** How long a share is used before it is read again. */
const SHARES_FOR_MS = 10 * 60_000;

/** At most this many shares are kept; past it they are all dropped. */
const KEPT_SHARES = 10_000;

interface KeptFigure {
  value: Promise<number>;
  readAt: number;
}

const keptFigures = new WeakMap<Db, Map<string, KeptFigure>>();

/**
 * The share of the newest jobs in the index that match `query` (an FTS5 query), among the
 * PROBED_ROWS jobs below id `top`, or among fewer when PROBED_MATCHES of them match sooner.
 */
export async function newestShare(db: Db, query: string, top: number): Promise<number> {
  // The index keeps each job under its id negated (migration 0043), newest first.
  const { rows } = await sql<{ found: number; lowest: number | null }>`
    select count(*) as found, -max(rowid) as lowest from (
      select rowid from jobs_fts
      where jobs_fts match ${query} and rowid < ${PROBED_ROWS - top}
      order by rowid limit ${sql.lit(PROBED_MATCHES)}
    )`.execute(db);
  const { found = 0, lowest = null } = rows[0] ?? {};
  const read = found >= PROBED_MATCHES && lowest !== null ? top - lowest + 1 : PROBED_ROWS;
  return Math.min(1, found / Math.max(1, Math.min(read, top)));
}

/** A figure of the board, read by `read` and kept for SHARES_FOR_MS under `key`. */
function kept(db: Db, key: string, now: number, read: () => Promise<number>): Promise<number> {
  let figures = keptFigures.get(db);
  if (!figures) keptFigures.set(db, (figures = new Map<string, KeptFigure>()));
  const known = figures.get(key);
  if (known && now - known.readAt < SHARES_FOR_MS) return known.value;
  if (figures.size >= KEPT_SHARES) figures.clear();
  const value = read();
  figures.set(key, { value, readAt: now });
  value.catch(() => figures.delete(key));
  return value;
}

/** The highest job id: where the newest jobs end. */
async function highestJobId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.max('jobs.id').as('top'))
    .executeTakeFirst();
  return row?.top ?? 0;
}

/**
 * The filter words of `search` that SQLite's index should be asked for (fullTextQuery's
 * `indexedFilterWords`): the ZIP code's always (a few hundred jobs at most), the others each
 * when it spares more rows than it costs entries, rarest first. A pair of filters with a word of
 * its own (migration 0049, decision 106) is weighed as that word, never as the two: its list is
 * shorter than either's and one list to merge.
 */
export async function indexedFilterWords(
  db: Db,
  search: TextSearch,
  now = Date.now(),
): Promise<string[]> {
  const worded = wordedFilters(search.filters);
  const pairs = pairedFilterWords(search.filters, worded);
  const paired = new Set(pairs.flatMap((pair) => pair.replaces));
  const always = worded.filter((filter) => filter.column === 'location_zip').map((f) => f.word);
  const weighed = [
    ...worded
      .filter((filter) => filter.column !== 'location_zip' && !paired.has(filter.word))
      .map((filter) => filter.word),
    ...pairs.map((pair) => pair.word),
  ];
  if (weighed.length === 0) return always;
  const top = await kept(db, '\u0000top', now, () => highestJobId(db));
  if (top <= 0) return [...always, ...weighed];
  const share = (query: string) => kept(db, query, now, () => newestShare(db, query, top));
  const shares = await Promise.all(weighed.map((word) => share(quoted(word))));
  const byShare = weighed
    .map((word, index) => ({ word, share: shares[index] ?? 1 }))
    .sort((a, b) => a.share - b.share);
  // Measured together, not reckoned from the shares as if independent: a role's word and its
  // category go together ("barista" is a restaurant's word: each of its jobs is in Restaurant).
  let query = fullTextQuery({ ...search, indexedFilterWords: always });
  let found = await share(query);
  const asked = [...always];
  for (const { word, share: wordShare } of byShare) {
    if (found === 0) break;
    const narrowed = `${query} AND ${quoted(word)}`;
    const narrowedFound = await share(narrowed);
    if ((found - narrowedFound) * ROW_COST > wordShare * ENTRY_COST) {
      asked.push(word);
      query = narrowed;
      found = narrowedFound;
    }
  }
  return asked;
}
