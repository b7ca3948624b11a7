import { sql } from 'kysely';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Db, isPostgres } from './create-db';

// Upkeep of SQLite's full-text index (docs/decisions/032). FTS5 writes each batch of changes as
// a new segment and merges segments of like size as they pile up, so a board that has taken a
// million jobs one by one holds ten or so: every search then looks its words up in each of
// them. Merged into one, a search for a word in most jobs cost half as much at a million jobs
// (0.32 ms against 0.72 ms for its newest 500 matches). PostgreSQL's GIN index needs nothing:
// its pending list is merged by autovacuum.

/** More segments than this and the index is merged into one. */
export const MAX_SEARCH_INDEX_SEGMENTS = 4;

/**
 * Pages of index a merge step writes: a few milliseconds of work, since the step holds the
 * process's database connection (and its event loop) while it runs.
 */
const MERGE_STEP_PAGES = 50;

/** Enough steps for an index of a few gigabytes; a bound, so that the loop always ends. */
const MAX_MERGE_STEPS = 200_000;

/**
 * SQLite's indexes of words: the index of words, and the index of words by place (migration
 * 0046, decision 100), written by the same changes of jobs.
 */
export const SEARCH_INDEXES = ['jobs_fts', 'jobs_place_fts'] as const;

export type SearchIndex = (typeof SEARCH_INDEXES)[number];

/** How many segments an SQLite search index has now. */
export async function searchIndexSegments(
  db: Db,
  index: SearchIndex = 'jobs_fts',
): Promise<number> {
  const { rows } = await sql<{
    segments: number;
  }>`select count(distinct segid) as segments from ${sql.table(`${index}_idx`)}`.execute(db);
  return rows[0]?.segments ?? 0;
}

/**
 * Merges a search index into one segment when it has more than MAX_SEARCH_INDEX_SEGMENTS, in
 * small steps with a turn of the event loop between them, so that requests go on being served.
 * Several processes may run it at once: each step is a write of its own, and each process stops
 * once the segments are few again (jobs written meanwhile may have added one or two). Returns the segments found, and the steps taken (0: nothing to do).
 */
export async function mergeSearchIndex(
  db: Db,
  index: SearchIndex = 'jobs_fts',
): Promise<{ segments: number; steps: number }> {
  if (isPostgres(db)) return { segments: 0, steps: 0 };
  const segments = await searchIndexSegments(db, index);
  if (segments <= MAX_SEARCH_INDEX_SEGMENTS) return { segments, steps: 0 };
  let steps = 0;
  const table = sql.table(index);
  // While a merge is under way its segments all still count; they become one at its last step.
  while (
    steps < MAX_MERGE_STEPS &&
    (await searchIndexSegments(db, index)) > MAX_SEARCH_INDEX_SEGMENTS
  ) {
    // A negative page count merges segments of every size (a positive one only like sizes).
    await sql`insert into ${table} (${table}, rank) values ('merge', ${-MERGE_STEP_PAGES})`.execute(
      db,
    );
    steps += 1;
    await nextTurn();
  }
  return { segments, steps };
}
