import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Frozen: SQLite keeps each job's card written, as PostgreSQL does since 0025 (decision 085).
// Change it with a new migration, never by editing this one.
//
// Writing a page's 20 cards with json_object() was two thirds of reading the page: 143 against
// 56 µs for the first page at a million jobs, with each card read from a table of them. The
// table `job_cards` holds each job's card as job-summary-json.ts writes it at this migration
// (a test holds the two to the same text); triggers write a job's card when it is posted and
// again when a column the card shows changes, and the card goes with its job. The cards of the
// jobs there are written here, about 16 s at a million jobs.

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** A stored 0/1 flag as a JSON boolean. */
const flag = (column: string) => `json(case when ${column} = 1 then 'true' else 'false' end)`;

/** The card of the row `jobs` at this migration, as JSON text. */
export const JOB_CARD = `json_object(
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
    'job_type', json(jobs.job_types),
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

/** The columns of jobs that JOB_CARD reads: a change to any other leaves the card as it is. */
export const CARD_COLUMNS = [
  'title',
  'company_name',
  'business_id',
  'location_street',
  'location_city',
  'location_state',
  'location_zip',
  'job_types',
  'business_category',
  'work_format',
  'applicants_count',
  'published_at',
  'created_at',
  'compensation_type',
  'compensation_amount',
  'minimum_age_required',
  'high_school_students_welcome',
  'after_school_hours_available',
  'shifts_text',
  'application_deadline',
];

/** Writes the card of the job `id` (an expression of the trigger's row) into job_cards. */
const writeCard = (id: string) => `insert into job_cards (id, summary)
      select jobs.id, ${JOB_CARD} from jobs where jobs.id = ${id}
      on conflict (id) do update set summary = excluded.summary
      where job_cards.summary is not excluded.summary;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await sql`
    create table job_cards (
      id integer primary key references jobs (id) on delete cascade,
      summary text not null
    )`.execute(db);
  await sql`insert into job_cards (id, summary) select jobs.id, ${sql.raw(JOB_CARD)} from jobs`.execute(
    db,
  );
  await sql`
    create trigger job_cards_after_insert after insert on jobs begin
      ${sql.raw(writeCard('new.id'))}
    end`.execute(db);
  await sql`
    create trigger job_cards_after_update after update of ${sql.raw(CARD_COLUMNS.join(', '))}
    on jobs begin
      ${sql.raw(writeCard('new.id'))}
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await sql`drop trigger job_cards_after_update`.execute(db);
  await sql`drop trigger job_cards_after_insert`.execute(db);
  await sql`drop table job_cards`.execute(db);
}
