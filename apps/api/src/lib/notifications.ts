import { BUSINESS_STATUS_LABELS, DEFAULT_NOTIFICATION_SETTINGS } from '@firstshift/domain';
import type { ApplicationStatus } from '@firstshift/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueMail } from '../features/mail/outbox.repository';

// In-app notifications and the mails that go with them (docs/decisions/015). Both are written
// in the transaction that causes them, and each mail has a dedupe key naming its event, so an
// event never mails twice, whatever restarts or retries happen.

type Executor = Kysely<Database>;

export interface NewNotification {
  userId: number;
  kind: string;
  title: string;
  body: string;
  /** A path in the SPA. */
  link: string;
}

export interface NotificationMail {
  dedupeKey: string;
  subject: string;
  /** The mail's text before the link and the sign-off. */
  lines: string[];
}

const SETTINGS_PATH = '/applicant/dashboard/notifications';

function mailText(origin: string, notice: NewNotification, mail: NotificationMail, footer: string) {
  return [
    'Hello,',
    '',
    ...mail.lines,
    '',
    `${origin}${notice.link}`,
    '',
    footer,
    '',
    'The FirstShift team',
  ].join('\n');
}

/** Records a notification and, when `mail` is given, queues its mail to the user's address. */
async function notify(
  db: Executor,
  origin: string,
  notice: NewNotification,
  mail: (NotificationMail & { footer: string }) | null,
): Promise<boolean> {
  await db
    .insertInto('notifications')
    .values({
      user_id: notice.userId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      read_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  if (!mail) return false;
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', notice.userId)
    .executeTakeFirst();
  if (!user) return false;
  return enqueueMail(db, {
    dedupeKey: mail.dedupeKey,
    to: user.email,
    subject: mail.subject,
    text: mailText(origin, notice, mail, mail.footer),
  });
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

const APPLICANT_STATUS_NEWS: Record<Exclude<ApplicationStatus, 'applied'>, string> = {
  shortlisted: 'has shortlisted your application',
  interview_scheduled: 'would like to interview you',
  accepted: 'has accepted your application. Congratulations!',
  rejected: 'has decided not to move forward with your application',
};

export interface StatusChange {
  applicationId: number;
  applicantId: number;
  jobTitle: string;
  companyName: string;
  status: Exclude<ApplicationStatus, 'applied'>;
}

/** Tells the applicant that their application moved (a mail too, if their settings allow). */
export async function notifyStatusChange(
  db: Executor,
  origin: string,
  change: StatusChange,
): Promise<boolean> {
  const label = BUSINESS_STATUS_LABELS[change.status];
  const news = `${change.companyName} ${APPLICANT_STATUS_NEWS[change.status]}`;
  const notice: NewNotification = {
    userId: change.applicantId,
    kind: 'application_status',
    title: `${change.jobTitle}: ${label}`,
    body: news,
    link: '/applicant/dashboard/applications',
  };
  const mail = (await wantsApplicationUpdates(db, change.applicantId))
    ? {
        dedupeKey: `application-status:${change.applicationId}:${change.status}`,
        subject: `Your application for ${change.jobTitle}: ${label}`,
        lines: [
          `${news}.`,
          '',
          `Job: ${change.jobTitle} at ${change.companyName}`,
          `Status: ${label}`,
          '',
          'See all your applications:',
        ],
        footer: `You get this email because "Application Updates" is on. Turn it off at ${origin}${SETTINGS_PATH}.`,
      }
    : null;
  return notify(db, origin, notice, mail);
}

export interface NewApplicationNotice {
  applicationId: number;
  jobId: number;
  jobTitle: string;
  applicantName: string;
}

/** Tells the job's business about a new application (a mail too, if it wants email). */
export async function notifyNewApplication(
  db: Executor,
  origin: string,
  application: NewApplicationNotice,
): Promise<boolean> {
  const job = await db
    .selectFrom('jobs')
    .innerJoin('users', 'users.id', 'jobs.business_id')
    .select(['jobs.business_id', 'users.email_notifications'])
    .where('jobs.id', '=', application.jobId)
    .executeTakeFirst();
  if (!job) return false;
  const notice: NewNotification = {
    userId: job.business_id,
    kind: 'new_application',
    title: `New application: ${application.jobTitle}`,
    body: `${application.applicantName} applied to ${application.jobTitle}.`,
    link: `/business/applications/${application.applicationId}`,
  };
  const mail =
    job.email_notifications === 1
      ? {
          dedupeKey: `new-application:${application.applicationId}`,
          subject: `New application for ${application.jobTitle}`,
          lines: [
            `${application.applicantName} applied to your job "${application.jobTitle}".`,
            '',
            'Read the application and answer it:',
          ],
          footer: `You get this email because email notifications are on in your business profile (${origin}/business/profile).`,
        }
      : null;
  return notify(db, origin, notice, mail);
}
