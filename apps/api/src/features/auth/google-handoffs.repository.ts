import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/create-db';
import type { AuthorizationChecks } from './google-client';

// A sign-in waits at most this long at the issuer, and its hand-off this long in the SPA.
const STATE_TTL_MS = 10 * 60 * 1000;
const HANDOFF_TTL_MS = 2 * 60 * 1000;

const hash = (code: string) => createHash('sha256').update(code).digest('hex');
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

export interface PendingSignIn {
  checks: AuthorizationChecks;
  role: string;
  nextPath: string | null;
  remember: boolean;
}

/** Stores a sign-in that has gone to the issuer; expired ones are swept on the way. */
export async function saveOauthState(db: Db, pending: PendingSignIn): Promise<void> {
  const now = new Date().toISOString();
  await db.deleteFrom('oauth_states').where('expires_at', '<=', now).execute();
  await db
    .insertInto('oauth_states')
    .values({
      state: pending.checks.state,
      code_verifier: pending.checks.codeVerifier,
      nonce: pending.checks.nonce,
      role: pending.role,
      next_path: pending.nextPath,
      remember: pending.remember ? 1 : 0,
      expires_at: later(STATE_TTL_MS),
      created_at: now,
    })
    .execute();
}

/** Takes the sign-in of `state` out of storage: a state works once, and only before it expires. */
export async function consumeOauthState(db: Db, state: string): Promise<PendingSignIn | null> {
  const row = await db
    .deleteFrom('oauth_states')
    .where('state', '=', state)
    .returningAll()
    .executeTakeFirst();
  if (!row || row.expires_at <= new Date().toISOString()) return null;
  return {
    checks: { state: row.state, codeVerifier: row.code_verifier, nonce: row.nonce },
    role: row.role,
    nextPath: row.next_path,
    remember: row.remember === 1,
  };
}

/** A one-time code for the SPA to exchange for a session; only its hash is stored. */
export async function createHandoff(
  db: Db,
  handoff: { userId: number; remember: boolean; nextPath: string | null },
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const now = new Date().toISOString();
  await db.deleteFrom('auth_handoffs').where('expires_at', '<=', now).execute();
  await db
    .insertInto('auth_handoffs')
    .values({
      code_hash: hash(code),
      user_id: handoff.userId,
      remember: handoff.remember ? 1 : 0,
      next_path: handoff.nextPath,
      expires_at: later(HANDOFF_TTL_MS),
      created_at: now,
    })
    .execute();
  return code;
}

/** Redeems a hand-off code once; null when unknown, used or expired. */
export async function consumeHandoff(
  db: Db,
  code: string,
): Promise<{ userId: number; remember: boolean; nextPath: string | null } | null> {
  const row = await db
    .deleteFrom('auth_handoffs')
    .where('code_hash', '=', hash(code))
    .returningAll()
    .executeTakeFirst();
  if (!row || row.expires_at <= new Date().toISOString()) return null;
  return { userId: row.user_id, remember: row.remember === 1, nextPath: row.next_path };
}
