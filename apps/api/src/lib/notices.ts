import type { ApplicationStatus } from '@firstshift/domain';
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
    };

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
