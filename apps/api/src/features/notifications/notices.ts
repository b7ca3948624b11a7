import { DEFAULT_NOTIFICATION_SETTINGS } from '@firstshift/domain';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/schema';
import { enqueueMail } from '../../lib/mail/outbox.repository';
import type { Notice } from '../../lib/notices';
import type { InAppNotice, MailContent } from './templates/letter';
import { newApplicationMail, newApplicationNotice } from './templates/new-application';
import { googleAccountMail, resetLinkMail } from './templates/password-reset';
import { statusChangeMail, statusChangeNotice } from './templates/status-change';

// Who is told what of each event (docs/decisions/015, 026). In-app notifications and mails are
// written in the transaction of their event, and each mail has a dedupe key naming its event,
// so an event never mails twice, whatever restarts or retries happen.

type Executor = Kysely<Database>;

type NoticeOf<K extends Notice['kind']> = Extract<Notice, { kind: K }>;

/** Records `notice` for the user and, when `mail` is given, queues it to their address. */
async function notifyUser(
  db: Executor,
  userId: number,
  kind: string,
  notice: InAppNotice,
  mail: (MailContent & { dedupeKey: string }) | null,
): Promise<boolean> {
  await db
    .insertInto('notifications')
    .values({
      user_id: userId,
      kind,
      ...notice,
      read_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  if (!mail) return false;
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user ? enqueueMail(db, { ...mail, to: user.email }) : false;
}

/** The applicant's "Application Updates" switch (on until they turn it off, SPEC §9). */
async function wantsApplicationUpdates(db: Executor, applicantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('notification_settings')
    .select('application_updates')
    .where('user_id', '=', applicantId)
    .executeTakeFirst();
  return row ? row.application_updates === 1 : DEFAULT_NOTIFICATION_SETTINGS.application_updates;
}

/** The job's business hears of a new application; by mail too if its email notifications are on. */
async function tellBusiness(
  db: Executor,
  origin: string,
  notice: NoticeOf<'application-received'>,
) {
  const job = await db
    .selectFrom('jobs')
    .innerJoin('users', 'users.id', 'jobs.business_id')
    .select(['jobs.business_id', 'users.email_notifications'])
    .where('jobs.id', '=', notice.jobId)
    .executeTakeFirst();
  if (!job) return false;
  const mail =
    job.email_notifications === 1
      ? {
          dedupeKey: `new-application:${notice.applicationId}`,
          ...newApplicationMail(origin, notice),
        }
      : null;
  return notifyUser(db, job.business_id, 'new_application', newApplicationNotice(notice), mail);
}

/** The applicant hears that their application moved; by mail too while their switch is on. */
async function tellApplicant(
  db: Executor,
  origin: string,
  notice: NoticeOf<'application-status-changed'>,
) {
  const mail = (await wantsApplicationUpdates(db, notice.applicantId))
    ? {
        dedupeKey: `application-status:${notice.applicationId}:${notice.status}`,
        ...statusChangeMail(origin, notice),
      }
    : null;
  return notifyUser(db, notice.applicantId, 'application_status', statusChangeNotice(notice), mail);
}

/** Records what `notice` causes, with links to `origin`; true when a mail was queued. */
export async function tell(db: Executor, origin: string, notice: Notice): Promise<boolean> {
  switch (notice.kind) {
    case 'password-reset':
      return enqueueMail(db, {
        dedupeKey: `password-reset:${notice.resetId}`,
        to: notice.email,
        ...resetLinkMail(origin, notice.token),
      });
    case 'password-reset-without-password':
      // Every request is answered: they are counted per address before they get here.
      return enqueueMail(db, {
        dedupeKey: `google-sign-in-reminder:${notice.userId}:${randomUUID()}`,
        to: notice.email,
        ...googleAccountMail(origin),
      });
    case 'application-received':
      return tellBusiness(db, origin, notice);
    case 'application-status-changed':
      return tellApplicant(db, origin, notice);
  }
}
