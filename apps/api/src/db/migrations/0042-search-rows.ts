import { type Kysely, SqliteAdapter, sql } from 'kysely';
import * as searchCoverIndex from './0015-search-cover-index';

// Frozen: SQLite's table of what a text search reads of each active job (decision 091). Change
// it with a new migration, never by editing this one.
//
// A text search looks up each of its 501 candidates by id and scores it on the text of four
// columns (db/job-search.ts). Migration 0015 gave it an index of the active jobs by id with
// those columns and the filters' (decision 047); a lookup there compares keys down an index's
// pages. This table holds the same, one row per active job under its id, where a lookup is a
// seek of the integer key and the row is read without comparing a key: at a million jobs the
// search statements took 10-27 % less time ("team" 492-531 -> 429-468 µs, "calligraphy"
// 709-1,029 -> 530-805, "team" in Oregon for high-school students 984-1,120 -> 822-927, each pair
// alternated in one process). It also holds the four shift flags, which the index did not (a
// search with one read each candidate's row for it). Triggers keep it in the job's own write: a
// row for a job that is active, written again when a column it holds changes, and gone when the
// job is no longer active or is deleted. Index 0015 goes with it. Its columns and the triggers
// that write them are exported as they are for migration 0044, which adds a column.

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** A column's text as the search's score compares it: lower case, hyphens as spaces. */
export const words = (column: string) => `' ' || replace(lower(${column}), '-', ' ')`;

export type Column = [name: string, type: string, value: (row: string) => string];

/** A column of jobs copied as it is. */
const copied = (name: string, type: 'text' | 'integer'): Column => [
  name,
  type,
  (row) => `${row}.${name}`,
];

/** The table's columns, each with its value from a row of jobs named `row`. */
export const COLUMNS: Column[] = [
  ['id', 'integer primary key', (row) => `${row}.id`],
  copied('status', 'text'),
  copied('published_at', 'text'),
  ['title_words', 'text', (row) => words(`${row}.title`)],
  ['company_words', 'text', (row) => words(`${row}.company_name`)],
  ['category_words', 'text', (row) => words(`${row}.business_category`)],
  ['city_words', 'text', (row) => words(`${row}.location_city`)],
  copied('job_type', 'text'),
  copied('work_format', 'text'),
  copied('business_category', 'text'),
  copied('location_state', 'text'),
  copied('location_city', 'text'),
  copied('location_zip', 'text'),
  copied('minimum_age_required', 'integer'),
  copied('high_school_students_welcome', 'integer'),
  copied('after_school_hours_available', 'integer'),
  copied('compensation_type', 'text'),
  copied('business_id', 'integer'),
  copied('shifts_weekends', 'integer'),
  copied('shifts_after_three', 'integer'),
  copied('shifts_summer_only', 'integer'),
  copied('shifts_fit_young', 'integer'),
];

/** The columns of jobs the table's rows are written from: a change to another leaves them. */
const SEARCHED_COLUMNS = [
  'status',
  'published_at',
  'title',
  'company_name',
  // business_category and location_city among the copied ones.
  ...COLUMNS.slice(7).map(([column]) => column),
];

const names = (columns: Column[]) => columns.map(([column]) => column).join(', ');
const values = (columns: Column[], row: string) =>
  columns.map(([, , value]) => value(row)).join(', ');

/** The triggers that write a job's row when it is posted or changes, with `columns`. */
export async function createWriteTriggers(db: Kysely<unknown>, columns: Column[]) {
  await sql`
    create trigger job_search_rows_after_insert after insert on jobs
    when new.status = 'active' begin
      insert into job_search_rows (${sql.raw(names(columns))}) values (${sql.raw(values(columns, 'new'))});
    end`.execute(db);
  // Written again whole (or left out) when the job changes: a row is as small as an index entry.
  await sql`
    create trigger job_search_rows_after_update after update of ${sql.raw(SEARCHED_COLUMNS.join(', '))}
    on jobs begin
      delete from job_search_rows where id = old.id and new.status <> 'active';
      insert or replace into job_search_rows (${sql.raw(names(columns))})
        select ${sql.raw(values(columns, 'new'))} where new.status = 'active';
    end`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  const definitions = COLUMNS.map(([column, type]) => `${column} ${type}`).join(', ');
  await sql`create table job_search_rows (${sql.raw(definitions)})`.execute(db);
  await sql`insert into job_search_rows (${sql.raw(names(COLUMNS))})
    select ${sql.raw(values(COLUMNS, 'jobs'))} from jobs where jobs.status = 'active'
    order by jobs.id`.execute(db);
  await createWriteTriggers(db, COLUMNS);
  await sql`
    create trigger job_search_rows_after_delete after delete on jobs begin
      delete from job_search_rows where id = old.id;
    end`.execute(db);
  await sql`drop index jobs_active_search_cover_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await searchCoverIndex.up(db);
  await sql`drop trigger job_search_rows_after_delete`.execute(db);
  await sql`drop trigger job_search_rows_after_update`.execute(db);
  await sql`drop trigger job_search_rows_after_insert`.execute(db);
  await sql`drop table job_search_rows`.execute(db);
}
