import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/create-db';
import { enqueueMail } from '../../plugins/mail';
import { googleAccountMail, resetLinkMail } from './password-reset-mail';
import { createResetToken, findAccountByEmail } from './password-reset.repository';

/**
 * Puts the mail for a "Forgot password" request in the outbox: a reset link, or for an account
 * made with Google sign-in a reminder of how it signs in. False when no account has the email.
 */
export async function enqueueResetMail(
  db: Db,
  emailNormalized: string,
  origin: string,
): Promise<boolean> {
  const account = await findAccountByEmail(db, emailNormalized);
  if (!account) return false;
  if (!account.hasPassword) {
    const dedupeKey = `google-sign-in-reminder:${account.id}:${randomUUID()}`;
    await enqueueMail(db, { dedupeKey, to: account.email, ...googleAccountMail(origin) });
    return true;
  }
  await db.transaction().execute(async (trx) => {
    const { id, token } = await createResetToken(trx, account.id);
    const mail = resetLinkMail(origin, token);
    await enqueueMail(trx, { dedupeKey: `password-reset:${id}`, to: account.email, ...mail });
  });
  return true;
}
