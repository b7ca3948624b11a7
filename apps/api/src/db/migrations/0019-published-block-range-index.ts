import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: on PostgreSQL, a block-range (BRIN) index of the jobs' publication dates (decision 054).
// Change it with a new migration, never by editing this one.
//
// A text search for a role found in a few percent of jobs looks for its newest matches in recent
// windows of time first. A window's jobs come from this index as the table blocks that hold them:
// jobs are written to the table about in the order they are published, so a week of a year's
// board is a few hundred block ranges, found by reading an index of a few hundred kilobytes. The
// words' index is intersected with them before any row is read. A B-tree range of the same week
// gave every job's entry (19,106 at a million jobs, 3.2 ms; 63,014 for a month, 13 ms).
//
// A range of blocks written since the last summary is read for every window until autovacuum
// summarises it (`autosummarize`): the index finds the same jobs, only fewer of them skipped.
//
// "If not exists": on a large board the index can be built beforehand, without holding writes,
// with `create index concurrently` under this name.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index if not exists jobs_published_brin_idx on jobs using brin (published_at)
    with (autosummarize = on)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index jobs_published_brin_idx`.execute(db);
}
