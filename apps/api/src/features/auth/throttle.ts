import type { Config } from '../../config';
import type { ThrottleStore } from '../../lib/throttle-store/throttle-store';
import { TooManyRequestsError } from '../../lib/too-many-requests';

// Throttling of sign-in and other password checks (docs/decisions/021), in app.throttleStore,
// shared by every API instance: the throttle_counters table, or Redis when REDIS_URL is set.
//
// - Failures per (account, address) pair: the first few are free, then each further attempt
//   waits twice as long as the one before (1 s, 2 s, 4 s … up to the window). Someone guessing
//   from one address is slowed down without touching the owner signing in from elsewhere.
// - Failures per account from every address together: a high ceiling for a distributed guesser.
// - Failures per address (with registration and reset requests): one address spraying accounts.
// The two ceilings do not hold back an address the account signed in from lately, so the owner
// at their usual address gets in even then. Successful sign-ins are never counted per address.

export type RateLimits = Config['rateLimit'];

export interface ThrottleWindow {
  windowMinutes: number;
}

/** How long a pair's failures are remembered: far beyond the longest delay. */
const PAIR_MEMORY_MINUTES = 24 * 60;
/** How long an address counts as the account's own after a successful sign-in from it. */
const KNOWN_ADDRESS_MINUTES = 30 * 24 * 60;

export const accountKey = (emailNormalized: string) => `login-failures:${emailNormalized}`;
export const ipKey = (ip: string) => `auth-ip:${ip}`;
// Neither a normalised email nor an address contains a space.
const pairKey = (emailNormalized: string, ip: string) => `login-pair:${ip} ${emailNormalized}`;
const waitKey = (emailNormalized: string, ip: string) => `login-wait:${ip} ${emailNormalized}`;
const knownKey = (emailNormalized: string, ip: string) => `login-known:${ip} ${emailNormalized}`;

const secondsUntil = (until: string, now: Date) =>
  Math.max(1, Math.ceil((Date.parse(until) - now.getTime()) / 1000));

/** "1 second", "40 seconds", "1 minute", "15 minutes" (minutes rounded up from a minute on). */
function waitWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function tooMany(what: string, until: string, now: Date): TooManyRequestsError {
  const seconds = secondsUntil(until, now);
  return new TooManyRequestsError(`Too many ${what}. Try again in ${waitWords(seconds)}.`, seconds);
}

const tooManyAttempts = (until: string, now: Date) => tooMany('sign-in attempts', until, now);
const tooManyFromNetwork = (until: string, now: Date) =>
  tooMany('requests from your network', until, now);

/**
 * The wait after the pair's `failures`-th failure: none before `failuresBeforeDelay`, then 1 s,
 * doubling with each failure, at most the window.
 */
export function delayAfterFailures(failures: number, limits: RateLimits): number {
  const beyond = failures - limits.loginFailuresBeforeDelay;
  if (beyond < 0) return 0;
  return Math.min(1000 * 2 ** Math.min(beyond, 30), limits.windowMinutes * 60_000);
}

/** Counts one hit on `key` and returns the count within the current window. */
export async function countHit(
  store: ThrottleStore,
  key: string,
  { windowMinutes }: ThrottleWindow,
  now: Date = new Date(),
): Promise<{ count: number; resetAt: string }> {
  return store.hit(key, windowMinutes, now);
}

/**
 * 429 once this address has sent more than `limit` counted requests in the window: every
 * registration, password reset and Google sign-in start, and every failed password check.
 */
export async function throttleIp(
  store: ThrottleStore,
  ip: string,
  options: ThrottleWindow & { limit: number },
  now: Date = new Date(),
): Promise<void> {
  const { count, resetAt } = await countHit(store, ipKey(ip), options, now);
  if (count > options.limit) throw tooManyFromNetwork(resetAt, now);
}

/** 429 while this address has used up its counted requests; counts nothing itself. */
export async function assertIpNotThrottled(
  store: ThrottleStore,
  ip: string,
  limit: number,
  now: Date = new Date(),
): Promise<void> {
  const current = await store.peek(ipKey(ip), now);
  if (current && current.count >= limit) throw tooManyFromNetwork(current.resetAt, now);
}

/** Counts one failure (e.g. a wrong one-time code) against the address. */
export async function countIpFailure(
  store: ThrottleStore,
  ip: string,
  window: ThrottleWindow,
  now: Date = new Date(),
): Promise<void> {
  await countHit(store, ipKey(ip), window, now);
}

export interface PasswordAttempt {
  /** A wrong password: counts against the account and the address too. */
  failed(): Promise<void>;
  /** The right password: forgets the pair's failures and remembers the address as known. */
  succeeded(): Promise<void>;
}

export interface Attempter {
  emailNormalized: string;
  ip: string;
}

/**
 * Lets one password check for `emailNormalized` from `ip` go ahead, or answers 429 with the time
 * to wait. Report the outcome on the returned attempt.
 */
export async function startPasswordAttempt(
  store: ThrottleStore,
  limits: RateLimits,
  { emailNormalized: email, ip }: Attempter,
  now: Date = new Date(),
): Promise<PasswordAttempt> {
  const wait = await store.peek(waitKey(email, ip), now);
  if (wait) throw tooManyAttempts(wait.resetAt, now);

  const [account, address] = await Promise.all([
    store.peek(accountKey(email), now),
    store.peek(ipKey(ip), now),
  ]);
  const accountFull = account && account.count >= limits.loginFailuresPerAccount;
  const addressFull = address && address.count >= limits.authPerIp;
  if ((accountFull || addressFull) && !(await store.peek(knownKey(email, ip), now))) {
    if (accountFull) throw tooManyAttempts(account.resetAt, now);
    if (addressFull) throw tooManyFromNetwork(address.resetAt, now);
  }

  // Counted before the password is checked (and forgotten on success), so that simultaneous
  // attempts each get their own number and only one of them can take the next delay's hold.
  const { count } = await store.hit(pairKey(email, ip), PAIR_MEMORY_MINUTES, now);
  const delay = delayAfterFailures(count, limits);
  if (delay > 0) {
    const earlier = await store.hold(waitKey(email, ip), new Date(now.getTime() + delay), now);
    if (earlier) throw tooManyAttempts(earlier, now);
  }

  const window = { windowMinutes: limits.windowMinutes };
  return {
    async failed() {
      await Promise.all([
        countHit(store, accountKey(email), window, now),
        countHit(store, ipKey(ip), window, now),
      ]);
    },
    async succeeded() {
      await Promise.all([
        store.clear(pairKey(email, ip)),
        store.clear(waitKey(email, ip)),
        store.hit(knownKey(email, ip), KNOWN_ADDRESS_MINUTES, now),
      ]);
    },
  };
}

/**
 * After a password reset the guessing so far is moot: forgets the account's failures from every
 * address, and the pair's delay for the address the reset came from.
 */
export async function forgetPasswordFailures(
  store: ThrottleStore,
  { emailNormalized: email, ip }: Attempter,
): Promise<void> {
  await Promise.all([
    store.clear(accountKey(email)),
    store.clear(pairKey(email, ip)),
    store.clear(waitKey(email, ip)),
  ]);
}
