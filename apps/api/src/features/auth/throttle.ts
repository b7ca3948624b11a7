import { HttpError } from '../../lib/http-error';
import type { ThrottleStore } from '../../lib/throttle-store/throttle-store';

// Fixed-window counters (DESIGN §5) in app.throttleStore, shared by every API instance: the
// throttle_counters table, or Redis when REDIS_URL is set (docs/decisions/011).

export interface ThrottleWindow {
  windowMinutes: number;
}

const minutesUntil = (resetAt: string, now: Date) =>
  Math.max(1, Math.ceil((Date.parse(resetAt) - now.getTime()) / 60_000));

const minutesWord = (n: number) => (n === 1 ? '1 minute' : `${n} minutes`);

/** Counts one hit on `key` and returns the count within the current window. */
export async function countHit(
  store: ThrottleStore,
  key: string,
  { windowMinutes }: ThrottleWindow,
  now: Date = new Date(),
): Promise<{ count: number; resetAt: string }> {
  return store.hit(key, windowMinutes, now);
}

/** The count on `key` in its current window (0 when none or expired). */
export async function currentCount(
  store: ThrottleStore,
  key: string,
  now: Date = new Date(),
): Promise<{ count: number; resetAt: string } | undefined> {
  return store.peek(key, now);
}

export async function clearCounter(store: ThrottleStore, key: string): Promise<void> {
  await store.clear(key);
}

export const accountKey = (emailNormalized: string) => `login-failures:${emailNormalized}`;
export const ipKey = (ip: string) => `auth-ip:${ip}`;

/** 429 once this address has sent more than `limit` sign-in and registration requests. */
export async function throttleIp(
  store: ThrottleStore,
  ip: string,
  options: ThrottleWindow & { limit: number },
): Promise<void> {
  const now = new Date();
  const { count, resetAt } = await countHit(store, ipKey(ip), options, now);
  if (count > options.limit) {
    throw new HttpError(
      429,
      `Too many requests from your network. Try again in ${minutesWord(minutesUntil(resetAt, now))}.`,
    );
  }
}

/** 429 while the account has used up its failed sign-ins for the window. */
export async function assertAccountNotLocked(
  store: ThrottleStore,
  emailNormalized: string,
  limit: number,
): Promise<void> {
  const now = new Date();
  const current = await currentCount(store, accountKey(emailNormalized), now);
  if (current && current.count >= limit) {
    throw new HttpError(
      429,
      `Too many sign-in attempts. Try again in ${minutesWord(minutesUntil(current.resetAt, now))}.`,
    );
  }
}
