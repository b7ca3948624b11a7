import type { Db } from '../../db/create-db';
import type { Notify } from '../../lib/notices';
import { createResetToken, findAccountByEmail } from './password-reset.repository';

/**
 * Reports a "Forgot password" request for an account: with a new reset token, or for an account
 * made with Google sign-in (it has no password) as such; features/notifications says what the
 * mail tells. False when no account has the email.
 */
export async function requestPasswordReset(
  db: Db,
  emailNormalized: string,
  notify: Notify,
): Promise<boolean> {
  const account = await findAccountByEmail(db, emailNormalized);
  if (!account) return false;
  if (!account.hasPassword) {
    await notify(db, {
      kind: 'password-reset-without-password',
      userId: account.id,
      email: account.email,
    });
    return true;
  }
  await db.transaction().execute(async (trx) => {
    const { id, token } = await createResetToken(trx, account.id);
    await notify(trx, { kind: 'password-reset', resetId: id, email: account.email, token });
  });
  return true;
}
