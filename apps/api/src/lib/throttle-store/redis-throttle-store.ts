import { Redis } from 'ioredis';
import type { ThrottleCount, ThrottleStore } from './throttle-store';

// One round trip, atomic across instances: the first hit of a window sets its expiry; a key
// left without one (never expected) gets it here rather than counting forever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const PEEK_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return false end
return {tonumber(count), redis.call('PTTL', KEYS[1])}`;

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

const countAndTtl = (reply: unknown): [number, number] | undefined =>
  Array.isArray(reply) && typeof reply[0] === 'number' && typeof reply[1] === 'number'
    ? [reply[0], reply[1]]
    : undefined;

const resetAtAfter = (now: Date, ttlMs: number) => new Date(now.getTime() + ttlMs).toISOString();

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
      const windowMs = windowMinutes * 60_000;
      const unthrottled: ThrottleCount = { count: 0, resetAt: resetAtAfter(now, windowMs) };
      return failOpen(async () => {
        const reply = countAndTtl(await client.eval(HIT_SCRIPT, 1, keyPrefix + key, windowMs));
        if (!reply) throw new Error('Unexpected reply to the counter script');
        return { count: reply[0], resetAt: resetAtAfter(now, reply[1]) };
      }, unthrottled);
    },

    peek: (key, now) =>
      failOpen(async () => {
        const reply = countAndTtl(await client.eval(PEEK_SCRIPT, 1, keyPrefix + key));
        if (!reply || reply[1] <= 0) return undefined;
        return { count: reply[0], resetAt: resetAtAfter(now, reply[1]) };
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
