import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redisThrottleStore } from './redis-throttle-store';

const MINUTE = 60_000;
const redisUrl = process.env.TEST_REDIS_URL;
const quietLog = { warn: () => undefined };

describe.skipIf(!redisUrl)('rate-limit counters in Redis', () => {
  const url = redisUrl ?? '';
  const keyPrefix = `firstshift-test:${randomUUID()}:`;
  const store = redisThrottleStore({ url, keyPrefix, log: quietLog });
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

describe('rate-limit counters when Redis cannot be reached', () => {
  it('lets requests through unthrottled and logs a warning', async () => {
    const warn = vi.fn();
    const store = redisThrottleStore({
      url: 'redis://127.0.0.1:1',
      keyPrefix: 'unreachable:',
      log: { warn },
    });
    try {
      await store.connecting;
      const now = new Date();
      const hit = await store.hit('any', 15, now);
      expect(hit.count).toBe(0);
      expect(Date.parse(hit.resetAt) - now.getTime()).toBe(15 * MINUTE);
      expect(await store.peek('any', now)).toBeUndefined();
      await expect(store.clear('any')).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('Redis'));
    } finally {
      await store.close();
    }
  });
});
