import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: the index a rare combination of the list's filters is found through on SQLite, and a
// ZIP code's index that carries the other filters (decision 038). Change them with a new
// migration, never by editing this one.
//
// The indexes of 0009 each lead with one filter, so a combination that few jobs match (part-time
// restaurant jobs in California for a 16-year-old in high school: 165 of a million) read every
// entry of its broadest filter's index to count them: 86,000 entries, 5 ms. The seek index holds
// the closed-set filters first, then the state and the city, so that a query naming every value
// the leading columns may hold (db/public-job-filter.ts) seeks straight to its matches. It is
// SQLite's alone: only there do the list's queries name those values (PostgreSQL's planner can
// combine its single-filter indexes in bitmaps instead).
//
// The ZIP code's index of 0001 held no other filter, so a ZIP with an age read a row per entry;
// like those of 0009 it now holds active jobs only and carries every equality filter.
//
// PostgreSQL took a city and its state for independent filters and expected 545 jobs in
// "Portland, OR" where there were 29,676: it then planned to gather and sort every one of them
// (330 ms) rather than walk the city's index newest first and stop. Statistics of how the one
// follows the other correct that.

/** Also 0014's, which builds the same index on PostgreSQL. */
export const SEEK_COLUMNS = [
  'business_category',
  'job_type',
  'work_format',
  'high_school_students_welcome',
  'after_school_hours_available',
  'location_state',
  'lower(location_city)',
  'minimum_age_required',
  'published_at',
  'id',
];

/**
 * The ZIP code's five digits, the list's order, then every equality filter (as in 0009). Also
 * 0018's.
 */
export const ZIP_COLUMNS = `substr(location_zip, 1, 5), published_at, id, job_type, work_format,
  business_category, location_state, high_school_students_welcome, after_school_hours_available,
  minimum_age_required`;

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create statistics jobs_city_state_stats (dependencies, ndistinct)
      on lower(location_city), location_state from jobs`.execute(db);
  } else {
    await sql`create index jobs_active_filter_seek_idx on jobs (${sql.raw(SEEK_COLUMNS.join(', '))})
      where status = 'active'`.execute(db);
  }
  await sql`create index jobs_active_zip_cover_idx on jobs (${sql.raw(ZIP_COLUMNS)})
    where status = 'active'`.execute(db);
  await sql`drop index jobs_status_zip_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index jobs_status_zip_idx on jobs (status, substr(location_zip, 1, 5), published_at, id)`.execute(
    db,
  );
  await sql`drop index jobs_active_zip_cover_idx`.execute(db);
  if (isPostgres(db)) await sql`drop statistics jobs_city_state_stats`.execute(db);
  else await sql`drop index jobs_active_filter_seek_idx`.execute(db);
}
