import type { UserRole } from '@firstshift/domain';
import { PASSWORD_RESET_TTL_MINUTES } from '@firstshift/domain';
import type { Kysely } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/create-db';
import type { Database } from '../../db/schema';

// Reset links carry a random token; the database keeps only its SHA-256, so a copy of the
// database (or a log of its queries) cannot be turned into a working link.

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ResetCandidate {
  id: number;
  role: 'applicant' | 'business';
  email: string;
  emailNormalized: string;
  hasPassword: boolean;
}

export async function findAccountByEmail(
  db: Db,
  emailNormalized: string,
): Promise<ResetCandidate | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'role', 'email', 'email_normalized', 'password_hash'])
    .where('email_normalized', '=', emailNormalized)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        role: row.role,
        email: row.email,
        emailNormalized: row.email_normalized,
        hasPassword: row.password_hash !== null,
      }
    : undefined;
}

/** Stores a new reset token for the user; returns the token (for the link) and its row id. */
export async function createResetToken(
  db: Kysely<Database>,
  userId: number,
  now: Date = new Date(),
): Promise<{ id: number; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('password_reset_tokens')
    .values({
      user_id: userId,
      token_hash: hashResetToken(token),
      expires_at: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/** The user a token resets, while it is unused and unexpired. */
export async function findUsableResetToken(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<{ id: number; userId: number; emailNormalized: string; role: UserRole } | undefined> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select([
      'password_reset_tokens.id',
      'users.id as user_id',
      'users.email_normalized',
      'users.role',
    ])
    .where('password_reset_tokens.token_hash', '=', hashResetToken(token))
    .where('password_reset_tokens.used_at', 'is', null)
    .where('password_reset_tokens.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row
    ? { id: row.id, userId: row.user_id, emailNormalized: row.email_normalized, role: row.role }
    : undefined;
}

/**
 * Uses up the token and every other outstanding token of its user; false when another request
 * used it first (the conditional update lets exactly one of two racing requests through).
 */
export async function consumeResetTokens(
  db: Kysely<Database>,
  token: { id: number; userId: number },
  now: Date = new Date(),
): Promise<boolean> {
  const nowIso = now.toISOString();
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: nowIso })
    .where('id', '=', token.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: nowIso })
    .where('user_id', '=', token.userId)
    .where('used_at', 'is', null)
    .execute();
  return true;
}

/** Sets the password and signs the user out everywhere (DESIGN §5). */
export async function replacePassword(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
  now: Date = new Date(),
  /** Only over this password (its hash, null for none): false, and nothing done, if it changed. */
  over?: { passwordHash: string | null },
): Promise<boolean> {
  const replaced = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .$if(over !== undefined, (q) =>
      over?.passwordHash == null
        ? q.where('password_hash', 'is', null)
        : q.where('password_hash', '=', over.passwordHash),
    )
    .executeTakeFirst();
  if (Number(replaced.numUpdatedRows) === 0) return false;
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  return true;
}
