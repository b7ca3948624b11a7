import { sql } from 'kysely';
import { type Db, isPostgres } from './create-db';

// Whether PostgreSQL should look for a text search's newest matches in recent windows of time
// first (job-search.ts, decision 054). It pays for a search whose words are found in a few percent
// of jobs: there are too many matches to read each one's row, and too few for a walk of the
// newest jobs to meet 500 of them soon. PostgreSQL's own planner takes words as independent, so
// it reckons "ticket taker" (2% of jobs each, together too) as rare as 0.04% and reads all 21,060
// matches; and it reckons a word's index cheap to read, so in a window it would read the index of a
// common word ("tutor", 9%) where a walk by date finds 500 matches at once.
//
// The words' frequencies are PostgreSQL's own statistics of the words' column (`pg_stats`, which
// ANALYZE and autovacuum keep): the share of jobs holding each of the board's most common words.
// A word not among them is rarer than all of them.

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

interface Frequencies {
  /** Each common word's share of jobs. */
  byWord: Promise<Map<string, number>>;
  readAt: number;
}

const frequencies = new WeakMap<Db, Frequencies>();
const stemsOf = new WeakMap<Db, Map<string, string[]>>();

async function readFrequencies(db: Db): Promise<Map<string, number>> {
  const { rows } = await sql<{ word: string; share: number }>`
    select s.word, s.share
    from pg_stats p,
      unnest(p.most_common_elems::text::text[], p.most_common_elem_freqs) as s(word, share)
    where p.schemaname = current_schema() and p.tablename = 'jobs'
      and p.attname = 'search_vector' and s.word is not null`.execute(db);
  return new Map(rows.map((row) => [row.word, row.share]));
}

/**
 * The board's most common words with their share of jobs, read at most every ten minutes (and
 * again after a failed read), once for all the searches that ask meanwhile.
 */
function wordFrequencies(db: Db): Promise<Map<string, number>> {
  const kept = frequencies.get(db);
  if (kept && Date.now() - kept.readAt <= FREQUENCIES_FOR_MS) return kept.byWord;
  const byWord = readFrequencies(db);
  frequencies.set(db, { byWord, readAt: Date.now() });
  byWord.catch(() => frequencies.delete(db));
  return byWord;
}

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
 * Whether a text search for `terms` should look in recent windows of time first: on PostgreSQL,
 * when its rarest word is in at least MIN_WORD_SHARE of jobs and its words together, reckoned
 * as independent, in less than MAX_WORDS_SHARE.
 */
export async function searchRecentFirst(db: Db, terms: string[]): Promise<boolean> {
  if (!isPostgres(db) || terms.length === 0) return false;
  let shares: number[];
  try {
    const byWord = await wordFrequencies(db);
    if (byWord.size === 0) return false;
    shares = (await stems(db, terms)).flat().map((stem) => byWord.get(stem) ?? 0);
  } catch {
    // Only a choice of plan: without the figures, the single statement finds the same jobs.
    return false;
  }
  if (shares.length === 0) return false;
  const rarest = Math.min(...shares);
  const together = shares.reduce((product, share) => product * share, 1);
  return rarest >= MIN_WORD_SHARE && together < MAX_WORDS_SHARE;
}
