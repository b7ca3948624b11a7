import { describeScheduleBriefly, workScheduleSchema } from '@firstshift/domain';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { JOB_CARD as CARD_BEFORE, writeCardsWith } from './0027-company-in-job-cards';

// Frozen: each job's card says its shifts in plain words (issue "near me, at hours I can work",
// decision 066). Change it with a new migration, never by editing this one.
//
// `jobs.shifts_text` holds the words ("Mon–Fri 3:30–6:30 pm · Summer only"), written with the
// shifts by the application, so that a list writes its cards from the row alone. The jobs that
// have shifts (decision 066, a few days before) get theirs here, as the domain writes them at
// this migration. PostgreSQL's kept cards (0025, 0027) gain `shifts` at their end and are
// written again; SQLite writes its cards on each read.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const CARD_END = `|| '}')`;

/** The card of the row `jobs` at this migration (a test holds it to job-summary-json.ts's). */
export const JOB_CARD = `${CARD_BEFORE.slice(0, CARD_BEFORE.lastIndexOf(CARD_END))}|| ',"shifts":' || coalesce(to_json(jobs.shifts_text)::text, 'null')
  ${CARD_END}`;
if (!CARD_BEFORE.endsWith(CARD_END)) throw new Error('0028: the card before ends otherwise');

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs add column shifts_text text`.execute(db);
  const { rows } = await sql<{ id: number; work_schedule: string }>`
    select id, work_schedule from jobs where work_schedule is not null`.execute(db);
  for (const row of rows) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.work_schedule);
    } catch {
      continue;
    }
    const schedule = workScheduleSchema.safeParse(parsed);
    if (!schedule.success) continue;
    const words = describeScheduleBriefly(schedule.data) || null;
    await sql`update jobs set shifts_text = ${words} where id = ${row.id}`.execute(db);
  }
  if (isPostgres(db)) await writeCardsWith(db, JOB_CARD);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await writeCardsWith(db, CARD_BEFORE);
  await sql`alter table jobs drop column shifts_text`.execute(db);
}
