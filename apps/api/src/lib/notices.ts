import type { ApplicationStatus, InterviewFormat, PartyRole } from '@firstshift/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// What happened, told by the feature where it happened. Who hears of it, how and in which words
// is decided in features/notifications alone (docs/decisions/026): a feature reports its event
// through `app.notify`, in the transaction that makes the event, and imports nothing of it.

export type Notice =
  | {
      /** A "Forgot password" request for an account with a password: its reset link. */
      kind: 'password-reset';
      resetId: number;
      email: string;
      token: string;
    }
  | {
      /** A "Forgot password" request for an account made with Google sign-in. */
      kind: 'password-reset-without-password';
      userId: number;
      email: string;
    }
  | {
      kind: 'application-received';
      applicationId: number;
      jobId: number;
      jobTitle: string;
      applicantName: string;
    }
  | {
      kind: 'application-status-changed';
      applicationId: number;
      applicantId: number;
      jobTitle: string;
      companyName: string;
      status: Exclude<ApplicationStatus, 'applied'>;
      /** The business's word that came with the move, also in the application's messages. */
      message?: string | null;
    }
  | {
      /** An interview was proposed, answered, moved or cancelled (docs/decisions/034). */
      kind: 'interview-changed';
      change: InterviewChange;
      /** Who made the change; the other side hears of it. */
      actor: PartyRole;
      interview: InterviewFacts;
      message: string | null;
    }
  | {
      /** A reminder, 24 or 2 hours before, to an applicant whose "Interview Reminders" is on. */
      kind: 'interview-reminder';
      before: '24h' | '2h';
      interview: InterviewFacts;
    }
  | {
      /** A new message in an application's conversation, for the other side. */
      kind: 'message-posted';
      messageId: number;
      applicationId: number;
      recipientRole: PartyRole;
      recipientId: number;
      senderName: string;
      jobTitle: string;
      body: string;
    };

export type InterviewChange =
  'proposed' | 'confirmed' | 'declined' | 'moved' | 'cancelled' | 'new_time_requested';

/** Everything a notice, a mail or a calendar invitation says of an interview. */
export interface InterviewFacts {
  id: number;
  applicationId: number;
  jobTitle: string;
  companyName: string;
  business: { id: number; name: string; email: string };
  applicant: { id: number; name: string; email: string };
  format: InterviewFormat;
  location: string;
  note: string | null;
  timeZone: string;
  /** The agreed time; null while only proposed. */
  startsAt: string | null;
  lengthMinutes: number | null;
  /** The times offered, while proposed. */
  slots: { startsAt: string; lengthMinutes: number }[];
  /** The calendar invitation's SEQUENCE. */
  sequence: number;
  /** The interview had an agreed time before this change (a cancellation then un-invites). */
  wasConfirmed: boolean;
}

/**
 * Records what `notice` causes (in-app notifications, mails in the outbox) through `db`, the
 * transaction of the event; true when a mail was queued (then `app.mail.kick()` after commit).
 */
export type Notify = (db: Kysely<Database>, notice: Notice) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by features/notifications (registerNotifications). */
    notify: Notify;
  }
}

/** Where each side reads an application's interview and messages in the SPA. */
export function conversationPath(role: PartyRole, applicationId: number): string {
  return role === 'business'
    ? `/business/applications/${applicationId}`
    : `/applicant/dashboard/applications/${applicationId}`;
}
