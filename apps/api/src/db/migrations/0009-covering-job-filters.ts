import { type Kysely, sql } from 'kysely';

// Frozen: the public list's filter indexes cover the filters (docs/decisions/025). Change it
// with a new migration, never by editing this one.
//
// A filtered list counts its matches up to 1,000. With one index per filter, every other filter
// was checked in the job's row: a count read up to thousands of rows (8–10 ms at a million
// jobs). These indexes hold only active jobs and carry every equality filter after the date,
// so the other filters are checked in the index itself and no row is read until a match is on
// the page. The status stays out of their columns: `status = 'active'` is their condition, which
// the list's query states literally (db/public-job-filter.ts).

/** Also 0018's, which rebuilds these indexes with the pay type. */
export const FILTERS = [
  'job_type',
  'work_format',
  'business_category',
  'location_state',
  'high_school_students_welcome',
  'after_school_hours_available',
  'minimum_age_required',
];

/** Leading column (or expression) of each index, and its name. Also 0018's. */
export const COVERING: [string, string][] = [
  ['jobs_active_published_cover_idx', ''],
  ['jobs_active_state_cover_idx', 'location_state'],
  ['jobs_active_category_cover_idx', 'business_category'],
  ['jobs_active_job_type_cover_idx', 'job_type'],
  ['jobs_active_work_format_cover_idx', 'work_format'],
  ['jobs_active_city_cover_idx', 'lower(location_city)'],
];

/** The single-filter indexes of 0001 that these replace, with their columns. */
const REPLACED: [string, string][] = [
  ['jobs_status_category_idx', 'status, business_category, published_at, id'],
  ['jobs_status_job_type_idx', 'status, job_type, published_at, id'],
  ['jobs_status_work_format_idx', 'status, work_format, published_at, id'],
  ['jobs_status_city_idx', 'status, lower(location_city), published_at, id'],
  ['jobs_status_state_idx', 'status, location_state, published_at, id'],
  ['jobs_status_min_age_idx', 'status, minimum_age_required, published_at, id'],
  ['jobs_status_hs_welcome_idx', 'status, high_school_students_welcome, published_at, id'],
  ['jobs_status_after_school_idx', 'status, after_school_hours_available, published_at, id'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, leading] of COVERING) {
    const columns = [
      ...(leading ? [leading] : []),
      'published_at',
      'id',
      ...FILTERS.filter((column) => column !== leading),
    ];
    await sql`create index ${sql.id(name)} on jobs (${sql.raw(columns.join(', '))})
      where status = 'active'`.execute(db);
  }
  for (const [name] of REPLACED) {
    await sql`drop index ${sql.id(name)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of REPLACED) {
    await sql`create index ${sql.id(name)} on jobs (${sql.raw(columns)})`.execute(db);
  }
  for (const [name] of COVERING) {
    await sql`drop index ${sql.id(name)}`.execute(db);
  }
}
