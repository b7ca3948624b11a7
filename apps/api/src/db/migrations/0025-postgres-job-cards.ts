import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: PostgreSQL keeps each job's card, the JobSummary a list sends, written out (decision
// 063). Change it with a new migration, never by editing this one. It imports nothing from the
// application.
//
// A list's page wrote its 20 cards on every request: about 4 µs of the database's time per job,
// a third of a first page's (210-245 µs at 200,000 jobs). The card only changes when its job
// does, so a table holds it by the job's id, written by statement triggers in the transaction
// that inserts or updates jobs (as 0012's count), and removed with its job by the foreign key.
// A list reads the card, and writes it as before should one be missing. SQLite is untouched: it
// writes a page's cards in 40 µs.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The card of the row `jobs`, as job-summary-json.ts writes it at this migration (a test holds
 * the two to the same text). The benchmark's bulk load writes its cards with it too.
 */
export const JOB_CARD = `('{"id":' || jobs.id::text
  || ',"title":' || to_json(jobs.title)::text
  || ',"company":' || to_json(jobs.company_name)::text
  || ',"location":{"street":' || to_json(jobs.location_street)::text
  || ',"city":' || to_json(jobs.location_city)::text
  || ',"state":' || to_json(jobs.location_state)::text
  || ',"zip":' || to_json(jobs.location_zip)::text || '}'
  || ',"job_type":' || jobs.job_types::json::text
  || ',"business_category":' || to_json(jobs.business_category)::text
  || ',"work_format":' || to_json(jobs.work_format)::text
  || ',"applicants":' || jobs.applicants_count::text
  || ',"posted":' || to_json(coalesce(jobs.published_at, jobs.created_at))::text
  || ',"compensation_type":' || coalesce(to_json(jobs.compensation_type)::text, 'null')
  || ',"compensation_amount":' || coalesce(jobs.compensation_amount::text, 'null')
  || ',"minimum_age_required":' || jobs.minimum_age_required::text
  || ',"high_school_students_welcome":'
  || (case when jobs.high_school_students_welcome = 1 then 'true' else 'false' end)
  || ',"after_school_hours_available":'
  || (case when jobs.after_school_hours_available = 1 then 'true' else 'false' end)
  || '}')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create table job_cards (
      id integer primary key references jobs (id) on delete cascade,
      summary text not null
    )`.execute(db);
  await sql`insert into job_cards (id, summary) select jobs.id, ${sql.raw(JOB_CARD)} from jobs`.execute(
    db,
  );
  // Once per statement, over the rows it wrote: a bulk insert writes its cards in one statement.
  // A card that comes out the same is not written again (applicants_count changes its card; a
  // change of status does not).
  await sql`
    create function job_cards_write() returns trigger language plpgsql as $$
    begin
      insert into job_cards (id, summary)
      select jobs.id, ${sql.raw(JOB_CARD)} from new_jobs as jobs
      on conflict (id) do update set summary = excluded.summary
      where job_cards.summary is distinct from excluded.summary;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger job_cards_after_insert after insert on jobs
    referencing new table as new_jobs
    for each statement execute function job_cards_write()`.execute(db);
  await sql`
    create trigger job_cards_after_update after update on jobs
    referencing new table as new_jobs
    for each statement execute function job_cards_write()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger job_cards_after_update on jobs`.execute(db);
  await sql`drop trigger job_cards_after_insert on jobs`.execute(db);
  await sql`drop function job_cards_write()`.execute(db);
  await sql`drop table job_cards`.execute(db);
}
