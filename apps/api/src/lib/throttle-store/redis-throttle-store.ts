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

export interface RedisThrottleStore extends ThrottleStore {
  /** Settles once the first connection has succeeded or failed; never rejects. */
  connecting: Promise<void>;
  close(): Promise<void>;
}

export interface RedisThrottleStoreOptions {
  url: string;
  /** Put before every key, so other data in the same Redis is left alone. */
  keyPrefix: string;
  log: { warn(details: object, message: string): void };
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
 * Counters in Redis, shared by every API instance using it. When Redis cannot be reached the
 * store fails open (docs/decisions/011): the request goes on unthrottled and a warning is logged,
 * so an outage of the cache never turns sign-in into an error.
 */
export function redisThrottleStore({ url, keyPrefix, log }: RedisThrottleStoreOptions) {
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
  let reachable = true;
  client.on('ready', () => {
    reachable = true;
  });
  client.on('error', (error: Error) => {
    if (reachable) log.warn({ err: error }, 'Redis for rate-limit counters is unreachable');
    reachable = false;
  });

  async function failOpen<T>(run: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await run();
    } catch (error) {
      log.warn({ err: error }, 'Rate-limit counter skipped: Redis command failed');
      return fallback;
    }
  }

  const store: RedisThrottleStore = {
    connecting,

    hit: (key, windowMinutes, now) => {
      const args = windowArgs(now, now.getTime() + windowMinutes * 60_000);
      const unthrottled: ThrottleCount = { count: 0, resetAt: isoAt(args[1]) };
      return failOpen(async () => {
        const reply = countAndReset(await client.eval(HIT_SCRIPT, 1, keyPrefix + key, ...args));
        if (!reply) throw new Error('Unexpected reply to the counter script');
        return reply;
      }, unthrottled);
    },

    peek: (key, now) =>
      failOpen(async () => {
        const reply = await client.eval(PEEK_SCRIPT, 1, keyPrefix + key, now.getTime());
        return countAndReset(reply);
      }, undefined),

    hold: (key, until, now) =>
      failOpen(async () => {
        const args = windowArgs(now, until.getTime());
        const earlier = await client.eval(HOLD_SCRIPT, 1, keyPrefix + key, ...args);
        return typeof earlier === 'string' ? isoAt(earlier) : undefined;
      }, undefined),

    clear: (key) =>
      failOpen(async () => {
        await client.del(keyPrefix + key);
      }, undefined),

    async close() {
      if (client.status !== 'ready') return client.disconnect();
      await client.quit().catch(() => client.disconnect());
    },
  };
  return store;
}
