import { type RawBuilder, sql } from 'kysely';
import { type Db, isPostgres } from '../../db/create-db';

// A job list's page as the API sends it, written by the database: each job's JobSummary
// (job-views.ts, toJobSummary) as one JSON text, rather than its 18 columns read into an object,
// mapped and serialised again. At a million jobs on SQLite the first page's rows took 101 µs as
// columns and 32 µs as JSON texts, before the mapping and JSON.stringify that are saved as well
// (docs/benchmarks.md). The keys and values are toJobSummary's; list-public-jobs.test.ts holds
// both to the same result on SQLite and PostgreSQL.

/** A stored 0/1 flag as a JSON boolean. */
const flag = (db: Db, column: string) =>
  isPostgres(db)
    ? sql`${sql.ref(column)} = 1`
    : sql`json(case when ${sql.ref(column)} = 1 then 'true' else 'false' end)`;

/** The JobSummary of the row of `jobs`, as JSON text. */
export function jobSummaryJson(db: Db): RawBuilder<string> {
  const postgres = isPostgres(db);
  const object = postgres ? sql.raw('json_build_object') : sql.raw('json_object');
  const jsonText = (column: string) =>
    postgres ? sql`${sql.ref(column)}::json` : sql`json(${sql.ref(column)})`;
  const summary = sql`${object}(
    'id', jobs.id,
    'title', jobs.title,
    'company', jobs.company_name,
    'location', ${object}(
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
    'high_school_students_welcome', ${flag(db, 'jobs.high_school_students_welcome')},
    'after_school_hours_available', ${flag(db, 'jobs.after_school_hours_available')}
  )`;
  return postgres ? sql<string>`${summary}::text` : sql<string>`${summary}`;
}
