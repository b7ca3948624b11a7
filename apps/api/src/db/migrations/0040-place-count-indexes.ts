import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Frozen: SQLite's indexes that count the jobs of a city and of a ZIP code (decision 086).
// Change them with a new migration, never by editing this one.
//
// A list's count walks up to 1,001 index entries. The city's and the ZIP code's indexes lead
// with the place and then the date, so that a page walks them newest first; but a count of
// "Portland, OR" then checked the state in each entry it walked, and "97201 for a 16-year-old"
// the age: about 90 ns an entry, as much again as walking it (160 against 62 µs for the count of
// "Portland, OR" at a million jobs; 145 against 74 µs for the ZIP code and an age). These two
// hold the place, its state, the age, so that such a count seeks its matches and checks nothing;
// the city and the ZIP code as written follow, which the conditions compare besides their
// expressions, so that the planner sees that no row is read. A page keeps its own index: these
// give no order by date. PostgreSQL counts newest first through its own indexes (decision 038).
//
// Each is analysed as it is made where the jobs' other indexes have statistics, so that the
// planner weighs it by its own as it does them (half a second at a million jobs) rather than by
// its guesses, until the next `optimize`.

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await sql`create index if not exists jobs_active_city_count_idx on jobs
    (lower(location_city), location_state, minimum_age_required, location_city)
    where status = 'active'`.execute(db);
  await sql`create index if not exists jobs_active_zip_count_idx on jobs
    (substr(location_zip, 1, 5), minimum_age_required, location_zip)
    where status = 'active'`.execute(db);
  if (await jobsAnalysed(db)) {
    await sql`analyze jobs_active_city_count_idx`.execute(db);
    await sql`analyze jobs_active_zip_count_idx`.execute(db);
  }
}

/** Whether the planner has statistics of the jobs' indexes (ANALYZE has run on them). */
export async function jobsAnalysed(db: Kysely<unknown>): Promise<boolean> {
  const tables = await sql<{ name: string }>`select name from sqlite_schema
    where name = 'sqlite_stat1'`.execute(db);
  if (tables.rows.length === 0) return false;
  const rows = await sql<{ n: number }>`select count(*) as n from sqlite_stat1
    where tbl = 'jobs'`.execute(db);
  return (rows.rows[0]?.n ?? 0) > 0;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await sql`drop index if exists jobs_active_city_count_idx`.execute(db);
  await sql`drop index if exists jobs_active_zip_count_idx`.execute(db);
}
