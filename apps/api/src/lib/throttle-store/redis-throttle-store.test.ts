import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createTestDatabase } from '../../db/test-database';
import { quietLog, redisRelay, removeRedisKeys, unusedStore } from '../../testing/throttle-testing';
import { databaseThrottleStore } from './database-throttle-store';
import { REDIS_UNREACHABLE, redisThrottleStore } from './redis-throttle-store';

const MINUTE = 60_000;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate-limit counters in Redis', () => {
  const url = redisUrl ?? '';
  const keyPrefix = `firstshift-test:${randomUUID()}:`;
  // Every counter must come from Redis: the fallback fails the test if it is used.
  const store = redisThrottleStore({ url, keyPrefix, fallback: unusedStore(), log: quietLog });
  const raw = new Redis(url);

  beforeAll(() => store.connecting);

  afterAll(async () => {
    const keys = await raw.keys(`${keyPrefix}*`);
    if (keys.length > 0) await raw.del(...keys);
    await raw.quit();
    await store.close();
  });

  it('counts hits in a window that ends a window after the first hit', async () => {
    const now = new Date();
    const first = await store.hit('counts', 15, now);
    expect(first.count).toBe(1);
    expect(Date.parse(first.resetAt) - now.getTime()).toBeGreaterThan(15 * MINUTE - 1000);
    expect(Date.parse(first.resetAt) - now.getTime()).toBeLessThanOrEqual(15 * MINUTE);

    const second = await store.hit('counts', 15, new Date(now.getTime() + 1000));
    expect(second.count).toBe(2);
    expect(Math.abs(Date.parse(second.resetAt) - Date.parse(first.resetAt))).toBeLessThan(1500);
    expect(await raw.pttl(`${keyPrefix}counts`)).toBeGreaterThan(15 * MINUTE - 2000);
  });

  it('peeks without counting and forgets a cleared key', async () => {
    const now = new Date();
    expect(await store.peek('peek', now)).toBeUndefined();
    await store.hit('peek', 15, now);
    await store.hit('peek', 15, now);
    expect(await store.peek('peek', now)).toMatchObject({ count: 2 });
    expect(await store.peek('peek', now)).toMatchObject({ count: 2 });

    await store.clear('peek');
    expect(await store.peek('peek', now)).toBeUndefined();
    expect((await store.hit('peek', 15, now)).count).toBe(1);
  });

  it('judges windows by the clock it is given, and lets Redis expire the key with its window', async () => {
    const now = new Date();
    const later = new Date(now.getTime() + 15 * MINUTE);
    await store.hit('expiry', 15, now);
    expect((await store.hit('expiry', 15, now)).count).toBe(2);
    expect(await store.peek('expiry', new Date(later.getTime() - 1))).toMatchObject({ count: 2 });
    expect(await store.peek('expiry', later)).toBeUndefined();
    const again = await store.hit('expiry', 15, later);
    expect(again).toEqual({
      count: 1,
      resetAt: new Date(later.getTime() + 15 * MINUTE).toISOString(),
    });
    expect(await raw.pttl(`${keyPrefix}expiry`)).toBeGreaterThan(15 * MINUTE - 2000);
  });

  it('gives every one of many simultaneous hits its own count', async () => {
    const now = new Date();
    const hits = await Promise.all(
      Array.from({ length: 25 }, () => store.hit('simultaneous', 15, now)),
    );
    const counts = hits.map((hit) => hit.count).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('keeps its keys under the prefix, leaving other data alone', async () => {
    await raw.set(`${keyPrefix}other-data`, 'kept');
    await store.hit('prefixed', 15, new Date());
    expect(await raw.hget(`${keyPrefix}prefixed`, 'count')).toBe('1');
    expect(await raw.exists('prefixed')).toBe(0);
    expect(await raw.get(`${keyPrefix}other-data`)).toBe('kept');
  });
});

/** A Redis store whose fallback is the database of a fresh SQLite file. */
async function storeWithDatabase(url: string, log = { warn: vi.fn(), info: vi.fn() }) {
  const database = await createTestDatabase('sqlite');
  onTestFinished(() => database.destroy());
  const keyPrefix = `firstshift-test:${randomUUID()}:`;
  const store = redisThrottleStore({
    url,
    keyPrefix,
    fallback: databaseThrottleStore(database.db),
    log,
  });
  onTestFinished(async () => {
    await store.close();
    if (redisUrl) await removeRedisKeys(redisUrl, keyPrefix);
  });
  await store.connecting;
  const rows = () => database.db.selectFrom('throttle_counters').select(['key', 'count']).execute();
  return { store, log, rows };
}

describe('rate-limit counters when Redis cannot be reached', () => {
  it('counts in the database, warns once and says why', async () => {
    const { store, log, rows } = await storeWithDatabase('redis://127.0.0.1:1');
    const now = new Date();
    expect((await store.hit('any', 15, now)).count).toBe(1);
    expect((await store.hit('any', 15, now)).count).toBe(2);
    expect(await store.peek('any', now)).toMatchObject({ count: 2 });
    expect(await store.hold('held', new Date(now.getTime() + 1000), now)).toBeUndefined();
    expect(await rows()).toEqual(
      expect.arrayContaining([
        { key: 'any', count: 2 },
        { key: 'held', count: 1 },
      ]),
    );
    await store.clear('any');
    expect(await store.peek('any', now)).toBeUndefined();

    expect(store.degradedReason()).toBe(REDIS_UNREACHABLE);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('database'));
    expect(log.info).not.toHaveBeenCalled();
  });
});

describe.skipIf(!redisUrl)('rate-limit counters through a Redis outage', () => {
  it('moves to the database while Redis is away and back to Redis when it returns', async () => {
    const relay = await redisRelay(redisUrl ?? '');
    onTestFinished(() => relay.close());
    const { store, log, rows } = await storeWithDatabase(relay.url);
    const now = new Date();
    expect(store.degradedReason()).toBeUndefined();
    expect((await store.hit('outage', 15, now)).count).toBe(1);
    expect(await rows()).toEqual([]);

    await relay.stop();
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(1));
    expect(store.degradedReason()).toBe(REDIS_UNREACHABLE);
    expect((await store.hit('outage', 15, now)).count).toBe(1);
    expect(await rows()).toEqual([{ key: 'outage', count: 1 }]);

    await relay.start();
    await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(store.degradedReason()).toBeUndefined();
    expect((await store.hit('outage', 15, now)).count).toBe(2);
    // One warning for the whole outage, however often the reconnection failed.
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
