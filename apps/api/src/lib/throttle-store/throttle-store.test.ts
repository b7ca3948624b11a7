import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase, testDatabaseKinds } from '../../db/test-database';
import {
  quietLog,
  removeRedisKeys,
  testRedisUrl,
  unusedStore,
} from '../../testing/throttle-testing';
import { databaseThrottleStore } from './database-throttle-store';
import { type RedisThrottleStore, redisThrottleStore } from './redis-throttle-store';
import type { ThrottleStore } from './throttle-store';

// What the throttling relies on (docs/decisions/021), the same in every store.

const MINUTE = 60_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

interface StoreCase {
  name: string;
  open(): Promise<{ store: ThrottleStore; close(): Promise<void> }>;
}

const storeCases: StoreCase[] = [
  ...testDatabaseKinds.map((kind) => ({
    name: `the ${kind} database`,
    async open() {
      const database: TestDatabase = await createTestDatabase(kind);
      return { store: databaseThrottleStore(database.db), close: () => database.destroy() };
    },
  })),
  ...(testRedisUrl
    ? [
        {
          name: 'Redis',
          async open() {
            const url = testRedisUrl ?? '';
            const keyPrefix = `firstshift-test:${randomUUID()}:`;
            const store: RedisThrottleStore = redisThrottleStore({
              url,
              keyPrefix,
              fallback: unusedStore(),
              log: quietLog,
            });
            await store.connecting;
            return {
              store,
              async close() {
                await store.close();
                await removeRedisKeys(url, keyPrefix);
              },
            };
          },
        },
      ]
    : []),
];

describe.each(storeCases)('throttle counters in $name', (storeCase) => {
  let store: ThrottleStore;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await storeCase.open();
    store = opened.store;
    close = () => opened.close();
  });
  afterAll(() => close?.());

  it('counts hits in a window that starts with the first and ends by the given clock', async () => {
    const now = new Date();
    const resetAt = at(now, 15 * MINUTE).toISOString();
    expect(await store.hit('window', 15, now)).toEqual({ count: 1, resetAt });
    expect(await store.hit('window', 15, at(now, MINUTE))).toEqual({ count: 2, resetAt });
    expect(await store.peek('window', at(now, 15 * MINUTE - 1))).toEqual({ count: 2, resetAt });
    expect(await store.peek('window', at(now, 15 * MINUTE))).toBeUndefined();
    expect((await store.hit('window', 15, at(now, 15 * MINUTE))).count).toBe(1);
  });

  it('holds a key until a time; a second hold waits for the first to end', async () => {
    const now = new Date();
    const until = at(now, 2000);
    expect(await store.hold('hold', until, now)).toBeUndefined();
    expect(await store.peek('hold', now)).toEqual({ count: 1, resetAt: until.toISOString() });
    expect(await store.hold('hold', at(now, 8000), at(now, 1999))).toBe(until.toISOString());
    expect(await store.peek('hold', at(now, 1999))).toEqual({
      count: 1,
      resetAt: until.toISOString(),
    });
    expect(await store.hold('hold', at(now, 6000), until)).toBeUndefined();
    expect(await store.peek('hold', until)).toMatchObject({ resetAt: at(now, 6000).toISOString() });
  });

  it('gives one of many simultaneous holds the key, and every simultaneous hit its own count', async () => {
    const now = new Date();
    const holds = await Promise.all(
      Array.from({ length: 10 }, () => store.hold('together', at(now, 1000), now)),
    );
    expect(holds.filter((earlier) => earlier === undefined)).toHaveLength(1);
    const hits = await Promise.all(Array.from({ length: 10 }, () => store.hit('many', 15, now)));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('reports nothing degraded while it keeps its counters where configured', () => {
    expect(store.degradedReason()).toBeUndefined();
  });

  it('forgets a cleared key', async () => {
    const now = new Date();
    await store.hit('cleared', 15, now);
    await store.hold('cleared-hold', at(now, 1000), now);
    await store.clear('cleared');
    await store.clear('cleared-hold');
    expect(await store.peek('cleared', now)).toBeUndefined();
    expect(await store.hold('cleared-hold', at(now, 1000), now)).toBeUndefined();
  });
});
