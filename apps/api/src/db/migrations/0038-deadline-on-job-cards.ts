import { type Kysely, PostgresAdapter } from 'kysely';
import { writeCardsWith } from './0027-company-in-job-cards';
import { JOB_CARD as CARD_BEFORE } from './0028-shifts-on-job-cards';

// Frozen: each job's card gives its application deadline, so that a list shows "Apply by Dec 12"
// (decision 084). Change it with a new migration, never by editing this one.
//
// PostgreSQL's kept cards (0025, 0027, 0028) gain `deadline` at their end and are written again
// in the migrator's transaction; SQLite writes its cards on each read and needs nothing.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const CARD_END = `|| '}')`;

/** The card of the row `jobs` at this migration (a test holds it to job-summary-json.ts's). */
export const JOB_CARD = `${CARD_BEFORE.slice(0, CARD_BEFORE.lastIndexOf(CARD_END))}|| ',"deadline":' || coalesce(to_json(jobs.application_deadline)::text, 'null')
  ${CARD_END}`;
if (!CARD_BEFORE.endsWith(CARD_END)) throw new Error('0038: the card before ends otherwise');

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await writeCardsWith(db, JOB_CARD);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await writeCardsWith(db, CARD_BEFORE);
}
