import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: an index of each business's active jobs, newest first, holding the filters' columns
// (decision 050). Change it with a new migration, never by editing this one.
//
// The company filter names the businesses whose name holds its words (`business_id in (…)`). No
// index led with the business and held the other filters: at a million jobs SQLite counted
// "Riverside Market" in Washington by walking the state's 65,000 entries and reading each row for
// its business (47 ms), and PostgreSQL at 200,000 jobs read every job of the businesses named to
// order a page (37-86 ms). Through this index a company's jobs are found business by business and
// filtered in the index. On SQLite the list names it (INDEXED BY): its planner kept the state's or
// the seek index for some statements.
//
// "If not exists" on PostgreSQL: a large board can build it beforehand, without holding writes,
// with `create index concurrently` under this name and these columns.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** SQLite's columns. Also 0022's, which adds the sort keys. */
export const BUSINESS_COVER_COLUMNS = `business_id, published_at, id, job_type, work_format,
  business_category, location_state, lower(location_city), substr(location_zip, 1, 5),
  location_zip, high_school_students_welcome, after_school_hours_available,
  minimum_age_required, lower(compensation_type)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // Included, not keys: they order nothing. PostgreSQL computes lower() and substr() from them.
    await sql`create index if not exists jobs_active_business_cover_idx
      on jobs (business_id, published_at, id)
      include (job_type, work_format, business_category, location_state, location_city,
        location_zip, high_school_students_welcome, after_school_hours_available,
        minimum_age_required, compensation_type)
      where status = 'active'`.execute(db);
    return;
  }
  // SQLite reads an indexed expression's value only for the same expression, written as the
  // filters write it (db/public-job-filter.ts).
  await sql`create index jobs_active_business_cover_idx on jobs (${sql.raw(BUSINESS_COVER_COLUMNS)})
    where status = 'active'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index jobs_active_business_cover_idx`.execute(db);
}
