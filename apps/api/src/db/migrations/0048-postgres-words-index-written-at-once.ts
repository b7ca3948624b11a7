import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: PostgreSQL's index of words and filters (migration 0035) takes each job's words into
// its tree as the job is written, instead of into a pending list that every search reads whole
// (decision 103). Change it with a new migration, never by editing this one. It imports nothing
// from the application.
//
// A GIN index writes new entries to a list of its own by default, merged into its tree by
// autovacuum or once the list reaches 4 MB; until then every search of the index reads the whole
// list. At a million jobs, 3,000 jobs changed raised a rare word's search from 0.77 to 1.30 ms,
// and the list can grow seven times as long. Taken at once, a job's write costs the index a few
// tree pages more, and no search waits on autovacuum.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const INDEX = 'jobs_active_words_filters_idx';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter index ${sql.table(INDEX)} set (fastupdate = off)`.execute(db);
  // The setting keeps new entries out of the list; the entries already in it are merged now.
  await sql`select gin_clean_pending_list(${INDEX}::regclass)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter index ${sql.table(INDEX)} reset (fastupdate)`.execute(db);
}
