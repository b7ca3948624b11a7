import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import type { ThrottleCount, ThrottleStore } from './throttle-store';

// A counter is a hash { count, reset }: reset is the end of its window in epoch milliseconds,
// judged against the caller's clock like the database store does; the key's expiry only tidies
// up. Each script is one round trip, atomic across instances.
// ARGV: now, the window's end, the window's length in ms.
const HIT_SCRIPT = `
local reset = redis.call('HGET', KEYS[1], 'reset')
if reset and tonumber(reset) > tonumber(ARGV[1]) then
  return {redis.call('HINCRBY', KEYS[1], 'count', 1), reset}
end
redis.call('HSET', KEYS[1], 'count', 1, 'reset', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return {1, ARGV[2]}`;

// ARGV: now.
const PEEK_SCRIPT = `
local fields = redis.call('HMGET', KEYS[1], 'count', 'reset')
if not fields[1] or not fields[2] or tonumber(fields[2]) <= tonumber(ARGV[1]) then return false end
return {tonumber(fields[1]), fields[2]}`;

// ARGV: now, the hold's end, its length in ms. Answers the end of an earlier hold still running.
const HOLD_SCRIPT = `
local reset = redis.call('HGET', KEYS[1], 'reset')
if reset and tonumber(reset) > tonumber(ARGV[1]) then return reset end
redis.call('HSET', KEYS[1], 'count', 1, 'reset', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return false`;

/** What /api/health reports while the counters are kept in the database instead. */
export const REDIS_UNREACHABLE = 'Redis unreachable: rate limits use the database';

/**
 * After a command failed on a connection that stayed open (a timeout, say), the counters stay in
 * the database this long before Redis is tried again; a closed connection waits for ioredis to
 * reconnect instead.
 */
const RETRY_AFTER_FAILURE_MS = 5000;

export interface RedisThrottleStore extends ThrottleStore {
  /** Settles once the first connection has succeeded or failed; never rejects. */
  connecting: Promise<void>;
  close(): Promise<void>;
}

export interface RedisThrottleStoreOptions {
  url: string;
  /** Put before every key, so other data in the same Redis is left alone. */
  keyPrefix: string;
  /** Where the counters are kept while Redis cannot be reached. */
  fallback: ThrottleStore;
  log: { warn(details: object, message: string): void; info(message: string): void };
}

const isoAt = (epochMs: string | number) => new Date(Number(epochMs)).toISOString();

/** A [count, reset] reply of the hit and peek scripts. */
const countAndReset = (reply: unknown): ThrottleCount | undefined =>
  Array.isArray(reply) && typeof reply[0] === 'number' && typeof reply[1] === 'string'
    ? { count: reply[0], resetAt: isoAt(reply[1]) }
    : undefined;

/** The script arguments for a window from `now` to `end`: at least 1 ms long, whole ms. */
const windowArgs = (now: Date, end: number): [number, number, number] => {
  const endMs = Math.max(now.getTime() + 1, Math.ceil(end));
  return [now.getTime(), endMs, endMs - now.getTime()];
};

/**
 * Counters in Redis, shared by every API instance using it. While Redis cannot be reached they
 * are kept in `fallback` (the database), so the limits hold through an outage
 * (docs/decisions/021): a warning is logged once per outage, an info when Redis is back, and
 * `degradedReason` says so for /api/health.
 */
export function redisThrottleStore({ url, keyPrefix, fallback, log }: RedisThrottleStoreOptions) {
  const client = new Redis(url, {
    // While Redis is away a command fails at once instead of holding the request in a queue;
    // the client keeps reconnecting in the background.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
  });
  const connecting = new Promise<void>((resolve) => {
    client.once('ready', resolve);
    client.once('error', () => resolve());
  });

  let outage = false;
  let failedAt: number | undefined;
  let closing = false;
  function wentAway(error: unknown) {
    if (!outage && !closing) {
      log.warn(
        { err: error },
        'Redis for rate-limit counters is unreachable: counting in the database until it is back',
      );
    }
    outage = true;
  }
  function cameBack() {
    if (outage) log.info('Redis for rate-limit counters is reachable again: counting in Redis');
    outage = false;
    failedAt = undefined;
  }
  client.on('ready', cameBack);
  client.on('error', wentAway);
  client.on('close', () => wentAway(new Error('The connection to Redis closed')));

  const usable = () =>
    client.status === 'ready' &&
    (failedAt === undefined || performance.now() - failedAt >= RETRY_AFTER_FAILURE_MS);

  /** Runs `inRedis`, or `inFallback` while Redis is away or when the command fails. */
  async function either<T>(inRedis: () => Promise<T>, inFallback: () => Promise<T>) {
    if (!usable()) return inFallback();
    try {
      const result = await inRedis();
      if (outage) cameBack();
      return result;
    } catch (error) {
      failedAt = performance.now();
      wentAway(error);
      return inFallback();
    }
  }

  const store: RedisThrottleStore = {
    connecting,

    hit: (key, windowMinutes, now) =>
      either(
        async () => {
          const args = windowArgs(now, now.getTime() + windowMinutes * 60_000);
          const reply = await client.eval(HIT_SCRIPT, 1, keyPrefix + key, ...args);
          const counted = countAndReset(reply);
          if (!counted) throw new Error('Unexpected reply to the counter script');
          return counted;
        },
        () => fallback.hit(key, windowMinutes, now),
      ),

    peek: (key, now) =>
      either(
        async () =>
          countAndReset(await client.eval(PEEK_SCRIPT, 1, keyPrefix + key, now.getTime())),
        () => fallback.peek(key, now),
      ),

    hold: (key, until, now) =>
      either(
        async () => {
          const args = windowArgs(now, until.getTime());
          const earlier = await client.eval(HOLD_SCRIPT, 1, keyPrefix + key, ...args);
          return typeof earlier === 'string' ? isoAt(earlier) : undefined;
        },
        () => fallback.hold(key, until, now),
      ),

    clear: (key) =>
      either(
        async () => {
          await client.del(keyPrefix + key);
        },
        () => fallback.clear(key),
      ),

    degradedReason: () => (outage || client.status !== 'ready' ? REDIS_UNREACHABLE : undefined),

    async close() {
      closing = true;
      if (client.status !== 'ready') {
        client.disconnect();
        return;
      }
      await client.quit().catch(() => client.disconnect());
    },
  };
  return store;
}
