import type { Db } from '../../db/create-db';
import { hashSessionToken, newSessionToken } from '../../plugins/auth';

// DESIGN §5: "Remember me" picks the long session over the short one.
const SHORT_SESSION_MS = 12 * 60 * 60 * 1000;
const LONG_SESSION_MS = 30 * 24 * 60 * 60 * 1000;

/** Opens a session and returns its bearer token; only the token's hash is stored. */
export async function createSession(db: Db, userId: number, remember: boolean): Promise<string> {
  const token = newSessionToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + (remember ? LONG_SESSION_MS : SHORT_SESSION_MS));
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashSessionToken(token),
      remember: remember ? 1 : 0,
      expires_at: expiresAt.toISOString(),
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
    })
    .execute();
  return token;
}

/** Deletes the session of `token`; false when there was none. */
export async function deleteSession(db: Db, token: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('token_hash', '=', hashSessionToken(token))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
