import { sql } from 'kysely';
import type { Db } from '../../db/create-db';
import { HttpError } from '../../lib/http-error';

// Fixed-window counters in throttle_counters (DESIGN §5), shared by every API instance: a
// window starts with the first hit and its counter starts again once reset_at has passed.

export interface ThrottleWindow {
  windowMinutes: number;
}

const minutesUntil = (resetAt: string, now: Date) =>
  Math.max(1, Math.ceil((Date.parse(resetAt) - now.getTime()) / 60_000));

const minutesWord = (n: number) => (n === 1 ? '1 minute' : `${n} minutes`);

/** Counts one hit on `key` and returns the count within the current window. */
export async function countHit(
  db: Db,
  key: string,
  { windowMinutes }: ThrottleWindow,
  now: Date = new Date(),
): Promise<{ count: number; resetAt: string }> {
  const nowIso = now.toISOString();
  const resetAt = new Date(now.getTime() + windowMinutes * 60_000).toISOString();
  const row = await db
    .insertInto('throttle_counters')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when throttle_counters.reset_at <= ${nowIso} then 1 else throttle_counters.count + 1 end`,
        reset_at: sql<string>`case when throttle_counters.reset_at <= ${nowIso} then ${resetAt} else throttle_counters.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: row.reset_at };
}

/** The count on `key` in its current window (0 when none or expired). */
export async function currentCount(
  db: Db,
  key: string,
  now: Date = new Date(),
): Promise<{ count: number; resetAt: string } | undefined> {
  const row = await db
    .selectFrom('throttle_counters')
    .select(['count', 'reset_at'])
    .where('key', '=', key)
    .where('reset_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ? { count: Number(row.count), resetAt: row.reset_at } : undefined;
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.deleteFrom('throttle_counters').where('key', '=', key).execute();
}

export const accountKey = (emailNormalized: string) => `login-failures:${emailNormalized}`;
export const ipKey = (ip: string) => `auth-ip:${ip}`;

/** 429 once this address has sent more than `limit` sign-in and registration requests. */
export async function throttleIp(
  db: Db,
  ip: string,
  options: ThrottleWindow & { limit: number },
): Promise<void> {
  const now = new Date();
  const { count, resetAt } = await countHit(db, ipKey(ip), options, now);
  if (count > options.limit) {
    throw new HttpError(
      429,
      `Too many requests from your network. Try again in ${minutesWord(minutesUntil(resetAt, now))}.`,
    );
  }
}

/** 429 while the account has used up its failed sign-ins for the window. */
export async function assertAccountNotLocked(
  db: Db,
  emailNormalized: string,
  limit: number,
): Promise<void> {
  const now = new Date();
  const current = await currentCount(db, accountKey(emailNormalized), now);
  if (current && current.count >= limit) {
    throw new HttpError(
      429,
      `Too many sign-in attempts. Try again in ${minutesWord(minutesUntil(current.resetAt, now))}.`,
    );
  }
}
