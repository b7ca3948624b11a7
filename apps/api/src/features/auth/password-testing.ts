import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/create-db';
import { resetTokenIn } from '../../testing/eml';
import { insertUser } from '../../testing/factories';
import { createSession } from './sessions';

// Helpers shared by the password and account deletion tests.

let sequence = 0;

/** An applicant made with Google sign-in: no password. Returns its id and a session token. */
export async function createGoogleApplicant(
  db: Db,
): Promise<{ id: number; email: string; token: string }> {
  sequence += 1;
  const email = `google${sequence}@example.test`;
  const user = await insertUser(db, 'applicant', email, 'Grace', {
    last_name: 'Hopper',
    google_subject: `google-subject-${sequence}`,
  });
  return { id: user.id, email, token: await createSession(db, user.id, false) };
}

export const forgotPassword = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

/** The mails in the outbox for `to`, oldest first. */
export function mailsTo(db: Db, to: string) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', to)
    .orderBy('id')
    .execute();
}

/** Asks for a reset link for `email` and returns the token of the mail it produced. */
export async function requestResetToken(
  app: FastifyInstance,
  db: Db,
  email: string,
): Promise<string> {
  const res = await forgotPassword(app, email);
  if (res.statusCode !== 202) throw new Error(`forgot-password answered ${res.statusCode}`);
  const mails = await mailsTo(db, email);
  const token = resetTokenIn(mails.at(-1)?.body_text ?? '');
  if (!token) throw new Error('no reset link was mailed');
  return token;
}
