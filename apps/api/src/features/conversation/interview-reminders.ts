import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { InterviewFacts, Notify } from '../../lib/notices';
import { registerPeriodicTask } from '../../plugins/periodic-task';

// Interview reminders (docs/decisions/034): an applicant whose "Interview Reminders" switch is
// on hears of an agreed interview 24 hours and 2 hours before it, once each. A reminder is
// claimed by a conditional update in the transaction that records it, so two instances, or
// one restarted, never send it twice; a reminder whose moment came before the time was agreed
// (agreed at 10 for 11) is not sent, and moving the interview makes both due again.

type Executor = Kysely<Database>;
type Before = '24h' | '2h';

const HOUR_MS = 3_600_000;
const LEAD_MS: Record<Before, number> = { '24h': 24 * HOUR_MS, '2h': 2 * HOUR_MS };
const COLUMN = { '24h': 'reminded_24h_at', '2h': 'reminded_2h_at' } as const;

function dueReminder(
  row: { starts_at: string; confirmed_at: string | null },
  sent: Record<Before, boolean>,
  now: number,
): Before | null {
  const start = Date.parse(row.starts_at);
  const agreed = row.confirmed_at ? Date.parse(row.confirmed_at) : start;
  if (now >= start) return null;
  if (!sent['2h'] && now >= start - LEAD_MS['2h'] && agreed < start - LEAD_MS['2h']) return '2h';
  if (!sent['24h'] && now >= start - LEAD_MS['24h'] && now < start - LEAD_MS['2h']) {
    return agreed < start - LEAD_MS['24h'] ? '24h' : null;
  }
  return null;
}

/** Sends every reminder due at `now`; resolves with how many were sent. */
export async function sendInterviewReminders(
  db: Executor,
  notify: Notify,
  now: Date = new Date(),
): Promise<number> {
  const nowMs = now.getTime();
  const rows = await db
    .selectFrom('interviews as i')
    .innerJoin('applications as a', 'a.id', 'i.application_id')
    .innerJoin('notification_settings as s', 's.user_id', 'a.applicant_id')
    .innerJoin('users as au', 'au.id', 'a.applicant_id')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('users as bu', 'bu.id', 'j.business_id')
    .selectAll('i')
    .select([
      'a.applicant_id',
      'a.first_name',
      'a.last_name',
      'au.email as applicant_email',
      'j.title as job_title',
      'j.company_name',
      'j.business_id',
      'bu.email as business_email',
    ])
    .where('i.status', '=', 'confirmed')
    .where('i.starts_at', '>', now.toISOString())
    .where('i.starts_at', '<=', new Date(nowMs + LEAD_MS['24h']).toISOString())
    .where('s.interview_reminders', '=', 1)
    .execute();

  let sent = 0;
  for (const row of rows) {
    if (row.starts_at === null) continue;
    const before = dueReminder(
      { starts_at: row.starts_at, confirmed_at: row.confirmed_at },
      { '24h': row.reminded_24h_at !== null, '2h': row.reminded_2h_at !== null },
      nowMs,
    );
    if (!before) continue;
    const interview: InterviewFacts = {
      id: row.id,
      applicationId: row.application_id,
      jobTitle: row.job_title,
      companyName: row.company_name,
      business: { id: row.business_id, name: row.company_name, email: row.business_email },
      applicant: {
        id: row.applicant_id,
        name: `${row.first_name} ${row.last_name}`.trim(),
        email: row.applicant_email,
      },
      format: row.format,
      location: row.location,
      note: row.note,
      timeZone: row.time_zone,
      startsAt: row.starts_at,
      lengthMinutes: row.length_minutes,
      slots: [],
      sequence: row.sequence,
      wasConfirmed: true,
    };
    const claimed = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('interviews')
        .set({
          [COLUMN[before]]: now.toISOString(),
          // A 2-hour reminder makes the day-before one pointless.
          ...(before === '2h' ? { reminded_24h_at: row.reminded_24h_at ?? now.toISOString() } : {}),
        })
        .where('id', '=', row.id)
        .where('status', '=', 'confirmed')
        .where('sequence', '=', row.sequence)
        .where(COLUMN[before], 'is', null)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) === 0) return false;
      await notify(trx, { kind: 'interview-reminder', before, interview });
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}

/** Checks for due reminders when the server starts listening and every minute after. */
export function registerInterviewReminders(app: FastifyInstance, intervalMs = 60_000): void {
  registerPeriodicTask(app, 'interview reminders', intervalMs, async () => {
    const sent = await sendInterviewReminders(app.db, app.notify);
    if (sent > 0) {
      app.log.info({ sent }, 'interview reminders sent');
      app.mail.kick();
    }
  });
}
