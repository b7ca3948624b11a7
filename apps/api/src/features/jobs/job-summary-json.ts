import { type Expression, type RawBuilder, sql } from 'kysely';
import { type Db, isPostgres } from '../../db/create-db';

// A job list's page as the API sends it, written by the database: each job's JobSummary
// (job-views.ts, toJobSummary) as one JSON text, rather than its 18 columns read into an object,
// mapped and serialised again. At a million jobs on SQLite the first page's rows took 101 µs as
// columns and 32 µs as JSON texts, before the mapping and JSON.stringify that are saved as well
// (docs/benchmarks.md). The keys and values are toJobSummary's; list-public-jobs.test.ts holds
// both to the same result on SQLite and PostgreSQL.

/** A stored 0/1 flag as a JSON boolean (SQLite). */
const flag = (column: string) =>
  sql`json(case when ${sql.ref(column)} = 1 then 'true' else 'false' end)`;

/**
 * The JobSummary of the row of `jobs`, as JSON text: its kept card, or written from the row
 * should that be missing. Both databases keep each job's card written (PostgreSQL since
 * migration 0025, decision 063; SQLite since 0039, decision 085): writing 20 cards was a third
 * of a first page's time on PostgreSQL and two thirds of reading the page on SQLite.
 */
export function jobSummaryJson(db: Db): RawBuilder<string> {
  const written = isPostgres(db) ? postgresJobSummaryJson() : sqliteJobSummaryJson();
  return sql<string>`coalesce(${keptCard(sql.ref('jobs.id'))}, ${written})`;
}

/** The same JSON text on SQLite, as migration 0039's triggers write each job's card. */
export function sqliteJobSummaryJson(): RawBuilder<string> {
  const jsonText = (column: string) => sql`json(${sql.ref(column)})`;
  return sql<string>`json_object(
    'id', jobs.id,
    'title', jobs.title,
    'company', jobs.company_name,
    'company_id', jobs.business_id,
    'location', json_object(
      'street', jobs.location_street,
      'city', jobs.location_city,
      'state', jobs.location_state,
      'zip', jobs.location_zip
    ),
    'job_type', ${jsonText('jobs.job_types')},
    'business_category', jobs.business_category,
    'work_format', jobs.work_format,
    'applicants', jobs.applicants_count,
    'posted', coalesce(jobs.published_at, jobs.created_at),
    'compensation_type', jobs.compensation_type,
    'compensation_amount', jobs.compensation_amount,
    'minimum_age_required', jobs.minimum_age_required,
    'high_school_students_welcome', ${flag('jobs.high_school_students_welcome')},
    'after_school_hours_available', ${flag('jobs.after_school_hours_available')},
    'shifts', jobs.shifts_text,
    'deadline', jobs.application_deadline
  )`;
}

/**
 * The card of the job whose id is `id`, as JSON text (PostgreSQL): its kept card, or written from
 * its row should that be missing. For a page whose ids and order are already known (a text
 * search's): joined to jobs for the cards, the search's statement was planned with every index
 * of jobs for a second time (decision 064).
 */
export function postgresJobCardOf(id: Expression<number>): RawBuilder<string> {
  return sql<string>`coalesce(${keptCard(id)}, (select ${postgresJobSummaryJson()} from jobs where jobs.id = ${id}))`;
}

/** The card kept for the job whose id is `id` (migrations 0025 and 0039), or null. */
const keptCard = (id: Expression<unknown>) =>
  sql<string>`(select job_cards.summary from job_cards where job_cards.id = ${id})`;

/**
 * The same JSON text on PostgreSQL (as migration 0038's triggers write each job's card), joined
 * from each value's own JSON: `json_build_object` looks up how to write each of its arguments
 * again on every call, 13 µs a job against 8.5 µs joined (2,000 jobs, PostgreSQL 15), most of
 * what the database spent on a first page (decision 043's addendum). Every value is written by `to_json` or as a number. Only the pay may be missing and
 * is written as null then; every other column is NOT NULL (a NULL would empty the whole text,
 * which list-public-jobs.test.ts would catch).
 */
export function postgresJobSummaryJson(): RawBuilder<string> {
  const value = (name: string) => sql.ref(`jobs.${name}`);
  const text = (expression: RawBuilder<unknown>) => sql`to_json(${expression})::text`;
  const number = (name: string) => sql`${value(name)}::text`;
  const orNull = (json: RawBuilder<unknown>) => sql`coalesce(${json}, 'null')`;
  const flag = (name: string) => sql`(case when ${value(name)} = 1 then 'true' else 'false' end)`;
  const object = (entries: [string, RawBuilder<unknown>][]) =>
    sql`(${sql.join(
      entries.map(
        ([key, json], index) => sql`${sql.lit(`${index === 0 ? '{' : ','}"${key}":`)} || ${json}`,
      ),
      sql` || `,
    )} || '}')`;
  return sql<string>`${object([
    ['id', number('id')],
    ['title', text(value('title'))],
    ['company', text(value('company_name'))],
    ['company_id', number('business_id')],
    [
      'location',
      object([
        ['street', text(value('location_street'))],
        ['city', text(value('location_city'))],
        ['state', text(value('location_state'))],
        ['zip', text(value('location_zip'))],
      ]),
    ],
    // Stored as the JSON array it is; the cast checks that it is one.
    ['job_type', sql`${value('job_types')}::json::text`],
    ['business_category', text(value('business_category'))],
    ['work_format', text(value('work_format'))],
    ['applicants', number('applicants_count')],
    ['posted', text(sql`coalesce(jobs.published_at, jobs.created_at)`)],
    ['compensation_type', orNull(text(value('compensation_type')))],
    ['compensation_amount', orNull(number('compensation_amount'))],
    ['minimum_age_required', number('minimum_age_required')],
    ['high_school_students_welcome', flag('high_school_students_welcome')],
    ['after_school_hours_available', flag('after_school_hours_available')],
    ['shifts', orNull(text(value('shifts_text')))],
    ['deadline', orNull(text(value('application_deadline')))],
  ])}`;
}
