import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: the index SQLite reads a text search's candidates through (decision 047). Change it with
// a new migration, never by editing this one.
//
// A text search takes the newest 501 jobs whose full-text entry holds its words, checks the
// filters on each and scores it by the columns naming a word (db/job-search.ts). Each candidate
// was a row of the jobs table read by its id, and each score recomputed lower() and replace() on
// four columns: "team" at a million jobs, 0.77 ms. This index holds, for active jobs, by id,
// those four columns as the score compares them and the filters' columns, so that a candidate is
// one entry of a narrow index and its score reads the prepared text: 0.57 ms. The expressions are
// the score's, written as it writes them; SQLite uses an indexed expression's value only for the
// same expression. Only SQLite searches this way (PostgreSQL ranks with ts_rank).

const scored = (column: string) => `(' ' || replace(lower(${column}), '-', ' '))`;

const COLUMNS = [
  'id',
  'status',
  'published_at',
  scored('title'),
  scored('company_name'),
  scored('business_category'),
  scored('location_city'),
  'job_type',
  'work_format',
  'business_category',
  'location_state',
  'lower(location_city)',
  'location_zip',
  'minimum_age_required',
  'high_school_students_welcome',
  'after_school_hours_available',
  'compensation_type',
  'business_id',
];

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create index jobs_active_search_cover_idx on jobs (${sql.raw(COLUMNS.join(', '))})
    where status = 'active'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await sql`drop index jobs_active_search_cover_idx`.execute(db);
}
