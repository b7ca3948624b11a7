import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { SEEK_COLUMNS } from './0013-filter-seek-index';

// Frozen: the filter seek index of 0013 on PostgreSQL too (decision 039). Change it with a new
// migration, never by editing this one.
//
// 0013 left it to SQLite, expecting PostgreSQL to combine its single-filter indexes. It did not:
// for part-time restaurant jobs in California for a 16-year-old in high school (165 of a million)
// it walked California's index backward, 82,000 entries, to count them (10 ms). Given every value
// of the columns left open (`= any(...)`), its B-tree seeks each mix of them as SQLite's does:
// 0.3 ms.
//
// "If not exists": on a large board the index can be built beforehand, without holding writes,
// with `create index concurrently` under this name and these columns (decision 039).

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index if not exists jobs_active_filter_seek_idx on jobs (${sql.raw(SEEK_COLUMNS.join(', '))})
    where status = 'active'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`drop index jobs_active_filter_seek_idx`.execute(db);
}
