import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { expect, onTestFinished, vi } from 'vitest';
import { buildApp } from '../app';
import type { Db } from '../db/create-db';
import { type TestDatabaseKind, createTestDatabase, testDatabaseKinds } from '../db/test-database';
import { applicantPayload } from './auth-testing';
import { testConfig } from './test-app';

// Helpers for the throttling tests (docs/decisions/021): every database with the counters in
// the database and, when TEST_REDIS_URL is set, in Redis; a frozen clock to step through delays.

export const testRedisUrl = process.env.TEST_REDIS_URL;

export type ThrottleStoreKind = 'database' | 'redis';

export interface ThrottleCase {
  name: string;
  db: TestDatabaseKind;
  store: ThrottleStoreKind;
}

/** Each database kind with its counters in the database, and in Redis when there is one. */
export const throttleCases: ThrottleCase[] = testDatabaseKinds.flatMap((db) =>
  (testRedisUrl ? (['database', 'redis'] as const) : (['database'] as const)).map((store) => ({
    name: `${db}, counters in ${store === 'redis' ? 'Redis' : 'the database'}`,
    db,
    store,
  })),
);

/** Removes every Redis key under `prefix`. */
export async function removeRedisKeys(url: string, prefix: string): Promise<void> {
  const raw = new Redis(url);
  try {
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length > 0) await raw.del(...keys);
  } finally {
    await raw.quit();
  }
}

/**
 * An app on a fresh database of `db` kind with its counters in `store` (under a Redis key prefix
 * of its own). Everything is closed and removed when the test ends.
 */
export async function buildThrottledApp(
  { db, store }: Pick<ThrottleCase, 'db' | 'store'>,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; db: Db }> {
  const database = await createTestDatabase(db);
  onTestFinished(() => database.destroy());
  const redisUrl = store === 'redis' ? testRedisUrl : undefined;
  const keyPrefix = `firstshift-test:${randomUUID()}:`;
  if (redisUrl) onTestFinished(() => removeRedisKeys(redisUrl, keyPrefix));
  const config = testConfig({ ...env, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) });
  const app = await buildApp(config, { db: database.db, redisKeyPrefix: keyPrefix });
  onTestFinished(() => app.close());
  return { app, db: database.db };
}

/**
 * Stops `Date` at the current time until the test ends (timers keep running); `advance` moves
 * it on, so a test steps through waits without sleeping.
 */
export function freezeClock(): { advance(ms: number): void } {
  vi.setSystemTime(new Date());
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return {
    advance(ms) {
      vi.setSystemTime(Date.now() + ms);
    },
  };
}

/** Registers an applicant from `address` without signing in; returns the email. */
export async function createAccount(app: FastifyInstance, address: string): Promise<string> {
  const payload = applicantPayload();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register/applicant',
    payload,
    remoteAddress: address,
  });
  expect(res.statusCode, res.body).toBe(201);
  return payload.email;
}

/** A sign-in from `address` (with `headers`, e.g. X-Forwarded-For). */
export function loginFrom(
  app: FastifyInstance,
  address: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: address,
    headers,
  });
}
