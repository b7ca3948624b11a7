import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/create-db';
import { HttpError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/password';
import type { ThrottleStore } from '../../lib/throttle-store/throttle-store';
import { SIGN_IN_MESSAGE, bearerToken, hashSessionToken } from '../../plugins/auth';
import { type LoginCandidate, findLoginCandidate } from './accounts.repository';
import { type RateLimits, startPasswordAttempt } from './throttle';

export interface PasswordAccount extends LoginCandidate {
  emailNormalized: string;
}

/** The signed-in user with what a password check and a login response need. */
export async function loadPasswordAccount(db: Db, userId: number): Promise<PasswordAccount> {
  const user = await db
    .selectFrom('users')
    .select('email_normalized')
    .where('id', '=', userId)
    .executeTakeFirst();
  const account = user && (await findLoginCandidate(db, user.email_normalized));
  if (!user || !account) throw new HttpError(401, SIGN_IN_MESSAGE);
  return { ...account, emailNormalized: user.email_normalized };
}

export interface PasswordCheck {
  /** Throttled like sign-in, for the same account and address (docs/decisions/021). */
  limits: RateLimits;
  ip: string;
  field: string;
  missing: string;
  wrong: string;
}

/**
 * Confirms a sensitive change with the account's password. Failures count like failed sign-ins,
 * so a stolen session cannot be used to guess the password. Accounts without a password (made
 * with Google sign-in) have nothing to confirm: the session is the proof.
 */
export async function checkAccountPassword(
  store: ThrottleStore,
  account: PasswordAccount,
  password: string | null,
  check: PasswordCheck,
): Promise<void> {
  if (!account.passwordHash) return;
  if (!password) throw new HttpError(400, check.missing, check.field);
  const attempt = await startPasswordAttempt(store, check.limits, {
    emailNormalized: account.emailNormalized,
    ip: check.ip,
  });
  if (!(await verifyPassword(account.passwordHash, password))) {
    await attempt.failed();
    throw new HttpError(400, check.wrong, check.field);
  }
  await attempt.succeeded();
}

/** Whether the request's session was opened with "Remember me". */
export async function sessionRemember(db: Db, request: FastifyRequest): Promise<boolean> {
  const token = bearerToken(request);
  if (!token) return false;
  const session = await db
    .selectFrom('sessions')
    .select('remember')
    .where('token_hash', '=', hashSessionToken(token))
    .executeTakeFirst();
  return session?.remember === 1;
}
