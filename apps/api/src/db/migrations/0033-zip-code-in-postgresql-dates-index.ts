import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { FILTER_INDEXES } from './0018-pay-in-filter-indexes';

// Frozen: PostgreSQL's index of active jobs' dates holds their ZIP codes (decision 071). Change
// it with a new migration, never by editing this one.
//
// A radius with more than 1,000 matches lists its newest first by walking the active jobs' dates
// and keeping those in its ZIP codes. Planned once for any ZIP codes (decision 071), PostgreSQL
// walked the index of every job's status and date and read each walked job's row for its ZIP
// code: within 10 miles of Portland, 466 rows for a page of 20 (0.6 ms at a million jobs). The
// index of active jobs' dates (0024's, with the two sort keys) is rebuilt with the ZIP code
// included, and the walk reads the index alone (0.3 ms). SQLite's holds it since 0032.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const NAME = 'jobs_active_published_cover_idx';

async function rebuild(db: Kysely<unknown>, included: string) {
  const columns = FILTER_INDEXES.find(([name]) => name === NAME)?.[1];
  if (!columns) throw new Error('The index of dates is not listed');
  await sql`drop index ${sql.id(NAME)}`.execute(db);
  await sql`create index ${sql.id(NAME)} on jobs (${sql.raw(columns)})
    include (${sql.raw(included)}) where status = 'active'`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await rebuild(db, 'company_name, title, location_zip');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await rebuild(db, 'company_name, title');
}
