import type { Db } from '../../db/create-db';

/**
 * How long delivered mail stays in the outbox (for support questions), then goes. A mail's
 * dedupe key is forgotten with it, so keys must name what they are about (a token, a day, an
 * event), never something that repeats after a month.
 */
export const SENT_MAIL_KEPT_DAYS = 30;

export type PurgeCounts = {
  sessions: number;
  oauthStates: number;
  authHandoffs: number;
  resetTokens: number;
  throttleCounters: number;
  sentMail: number;
};

const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes what can no longer be used: expired sessions, sign-in attempts, hand-offs, reset
 * links (used or expired), elapsed rate-limit windows, and mail delivered long ago. Every row
 * it touches is already refused by the code that reads it, so the purge changes no behaviour;
 * it only keeps the tables small.
 */
export async function purgeExpired(db: Db, now: Date = new Date()): Promise<PurgeCounts> {
  const nowIso = now.toISOString();
  const sentBefore = new Date(now.getTime() - SENT_MAIL_KEPT_DAYS * DAY_MS).toISOString();
  const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  /** Deletes the rows of `table` that expired by now: how many. */
  const purgeExpiredRows = async (table: 'sessions' | 'oauth_states' | 'auth_handoffs') =>
    deleted(await db.deleteFrom(table).where('expires_at', '<=', nowIso).executeTakeFirst());

  const sessions = await purgeExpiredRows('sessions');
  const oauthStates = await purgeExpiredRows('oauth_states');
  const authHandoffs = await purgeExpiredRows('auth_handoffs');
  const resetTokens = await db
    .deleteFrom('password_reset_tokens')
    .where((eb) => eb.or([eb('expires_at', '<=', nowIso), eb('used_at', 'is not', null)]))
    .executeTakeFirst();
  const throttleCounters = await db
    .deleteFrom('throttle_counters')
    .where('reset_at', '<=', nowIso)
    .executeTakeFirst();
  const sentMail = await db
    .deleteFrom('mail_outbox')
    .where('status', '=', 'sent')
    .where('sent_at', '<=', sentBefore)
    .executeTakeFirst();

  return {
    sessions,
    oauthStates,
    authHandoffs,
    resetTokens: deleted(resetTokens),
    throttleCounters: deleted(throttleCounters),
    sentMail: deleted(sentMail),
  };
}
