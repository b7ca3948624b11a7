import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { JOB_CARD as CARD_BEFORE } from './0025-postgres-job-cards';

// Frozen: each job's card names its company's page, /companies/{company_id} (decision 067).
// Change it with a new migration, never by editing this one. It imports nothing from the
// application (0025's card, which it undoes to, is a migration's own).
//
// PostgreSQL keeps each job's card written (0025); the card gains `company_id` (the business's
// id, jobs.business_id), right after the company's name, as job-summary-json.ts writes it. The
// triggers' function writes the new card and every kept card is written again, in the
// migrator's transaction. SQLite writes its cards on each read and needs nothing.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const COMPANY_NAME = `|| ',"company":' || to_json(jobs.company_name)::text`;

/** The card of the row `jobs` at this migration (a test holds it to job-summary-json.ts's). */
export const JOB_CARD = CARD_BEFORE.replace(
  COMPANY_NAME,
  `${COMPANY_NAME}\n  || ',"company_id":' || jobs.business_id::text`,
);
if (JOB_CARD === CARD_BEFORE) throw new Error('0027: the card before has no company name');

/** Makes the triggers write `card` (SQL of the row `jobs`) and writes every kept card again. */
export async function writeCardsWith(db: Kysely<unknown>, card: string): Promise<void> {
  await sql`
    create or replace function job_cards_write() returns trigger language plpgsql as $$
    begin
      insert into job_cards (id, summary)
      select jobs.id, ${sql.raw(card)} from new_jobs as jobs
      on conflict (id) do update set summary = excluded.summary
      where job_cards.summary is distinct from excluded.summary;
      return null;
    end
    $$`.execute(db);
  await sql`update job_cards set summary = ${sql.raw(card)} from jobs
    where jobs.id = job_cards.id`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await writeCardsWith(db, JOB_CARD);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await writeCardsWith(db, CARD_BEFORE);
}
