import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: the index that counts the jobs open to a young seeker (decision 059). Change it
// with a new migration, never by editing this one.
//
// "High-school students welcome", "after-school hours" and the seeker's age are the filters no
// index led with: a list filtered by them alone was counted by walking another index and
// checking them in each entry, about ten entries for each match ("age 15, both flags": 123 µs
// at a million jobs for its count of up to 1,001). This index leads with the two flags and the
// age, so such a count walks its matches only (43 µs); the other filters follow, so that a count
// through it with them reads no row. Its page still walks the index of active jobs' dates newest
// first (decision 052): here the matches of several ages would have to be sorted together.
// PostgreSQL gets the same index, with the other filters included rather than keys: counting
// newest first through the index of dates, it also walked ten entries per match.
//
// "If not exists" on PostgreSQL: a large board can build it beforehand, without holding writes,
// with `create index concurrently` under this name and these columns.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const COLUMNS = [
  'high_school_students_welcome',
  'after_school_hours_available',
  'minimum_age_required',
  'published_at',
  'id',
  'job_type',
  'work_format',
  'business_category',
  'location_state',
  'compensation_type',
].join(', ');

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // Included, not keys: they order nothing, and a count through it reads no row.
    await sql`create index if not exists jobs_active_young_cover_idx on jobs
      (high_school_students_welcome, after_school_hours_available, minimum_age_required,
        published_at, id)
      include (job_type, work_format, business_category, location_state, compensation_type)
      where status = 'active'`.execute(db);
    return;
  }
  await sql`create index jobs_active_young_cover_idx on jobs (${sql.raw(COLUMNS)})
    where status = 'active'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index jobs_active_young_cover_idx`.execute(db);
}
