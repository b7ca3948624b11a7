import { DEFAULT_NOTIFICATION_SETTINGS } from '@firstshift/domain';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/schema';
import { type CalendarInvitation, enqueueMail } from '../../lib/mail/outbox.repository';
import type { Notice } from '../../lib/notices';
import { interviewCalendar } from './templates/interview-calendar';
import {
  type InterviewNews,
  interviewMail,
  interviewNotice,
  reminderMail,
  reminderNotice,
} from './templates/interview';
import { messageMail, messageNotice } from './templates/message';
import { conversationPath } from '../../lib/notices';
import type { PartyRole } from '@firstshift/domain';
import { type InAppNotice, type MailContent, switchFooter } from './templates/letter';
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
  mail: (MailContent & { dedupeKey: string; calendar?: CalendarInvitation }) | null,
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

/** Whether `userId` wants mail of what happens to an application, on the side of `role`. */
async function wantsMail(db: Executor, role: PartyRole, userId: number): Promise<boolean> {
  if (role === 'applicant') return wantsApplicationUpdates(db, userId);
  const user = await db
    .selectFrom('users')
    .select('email_notifications')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.email_notifications === 1;
}

const otherSide = (role: PartyRole): PartyRole => (role === 'business' ? 'applicant' : 'business');

/**
 * The other side hears of an interview's change in the bell, and by mail while they want it.
 * An agreed, moved or cancelled interview also mails both sides its calendar invitation,
 * whatever their switches: it is the appointment itself.
 */
async function tellInterviewChange(
  db: Executor,
  origin: string,
  notice: NoticeOf<'interview-changed'>,
): Promise<boolean> {
  const { interview } = notice;
  const news: InterviewNews = notice;
  const method =
    notice.change === 'confirmed' || notice.change === 'moved'
      ? 'REQUEST'
      : notice.change === 'cancelled' && interview.wasConfirmed
        ? 'CANCEL'
        : null;
  const partyOf = (role: PartyRole) =>
    role === 'business' ? interview.business : interview.applicant;
  const mailFor = (role: PartyRole) => {
    const key = method
      ? `interview-invitation:${interview.id}:${interview.sequence}:${method}:${role}`
      : `interview:${interview.id}:${notice.change}:${role}:${randomUUID()}`;
    const link = `${origin}${conversationPath(role, interview.applicationId)}`;
    return {
      dedupeKey: key,
      ...interviewMail(origin, news, role),
      ...(method ? { calendar: interviewCalendar(interview, method, origin, link) } : {}),
    };
  };
  const other = otherSide(notice.actor);
  const mailOther = method !== null || (await wantsMail(db, other, partyOf(other).id));
  let queued = await notifyUser(
    db,
    partyOf(other).id,
    'interview',
    interviewNotice(news, other),
    mailOther ? mailFor(other) : null,
  );
  if (method) {
    queued =
      (await enqueueMail(db, { ...mailFor(notice.actor), to: partyOf(notice.actor).email })) ||
      queued;
  }
  return queued;
}

/** The applicant's reminder before an agreed interview (the scheduler checks their switch). */
async function tellReminder(db: Executor, origin: string, notice: NoticeOf<'interview-reminder'>) {
  const { interview, before } = notice;
  return notifyUser(
    db,
    interview.applicant.id,
    'interview_reminder',
    reminderNotice(interview, before),
    {
      dedupeKey: `interview-reminder:${interview.id}:${interview.sequence}:${before}`,
      ...reminderMail(
        origin,
        interview,
        before,
        switchFooter(origin, 'Interview Reminders', 'Turn off'),
      ),
    },
  );
}

/**
 * A new message: one bell notification per conversation, its newest message; a mail unless the
 * recipient was mailed about this conversation within the hour and has not read it since.
 */
async function tellMessage(db: Executor, origin: string, notice: NoticeOf<'message-posted'>) {
  const now = new Date();
  const inApp = messageNotice(notice);
  const refreshed = await db
    .updateTable('notifications')
    .set({ title: inApp.title, body: inApp.body, created_at: now.toISOString() })
    .where('user_id', '=', notice.recipientId)
    .where('kind', '=', 'message')
    .where('link', '=', inApp.link)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  if (Number(refreshed.numUpdatedRows) === 0) {
    await db
      .insertInto('notifications')
      .values({
        user_id: notice.recipientId,
        kind: 'message',
        ...inApp,
        read_at: null,
        created_at: now.toISOString(),
      })
      .execute();
  }
  if (!(await wantsMail(db, notice.recipientRole, notice.recipientId))) return false;
  const recentlyMailed = await db
    .selectFrom('application_messages')
    .select('id')
    .where('application_id', '=', notice.applicationId)
    .where('sender_role', '!=', notice.recipientRole)
    .where('id', '!=', notice.messageId)
    .where('read_at', 'is', null)
    .where('mailed_at', '>', new Date(now.getTime() - 3_600_000).toISOString())
    .limit(1)
    .executeTakeFirst();
  if (recentlyMailed) return false;
  const recipient = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', notice.recipientId)
    .executeTakeFirst();
  if (!recipient) return false;
  await db
    .updateTable('application_messages')
    .set({ mailed_at: now.toISOString() })
    .where('id', '=', notice.messageId)
    .execute();
  return enqueueMail(db, {
    dedupeKey: `message:${notice.messageId}`,
    to: recipient.email,
    ...messageMail(origin, notice),
  });
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
    case 'interview-changed':
      return tellInterviewChange(db, origin, notice);
    case 'interview-reminder':
      return tellReminder(db, origin, notice);
    case 'message-posted':
      return tellMessage(db, origin, notice);
  }
}
