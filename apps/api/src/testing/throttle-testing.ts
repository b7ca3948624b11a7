import { randomUUID } from 'node:crypto';
import { type AddressInfo, type Server, type Socket, createServer, connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { expect, onTestFinished, vi } from 'vitest';
import { buildApp } from '../app';
import type { Db } from '../db/create-db';
import type { ThrottleStore } from '../lib/throttle-store/throttle-store';
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

export const quietLog = { warn: () => undefined, info: () => undefined };

/** A store that fails the test if it is used: the fallback of a Redis store that must not fall back. */
export function unusedStore(): ThrottleStore {
  const unused = () => Promise.reject(new Error('The fallback store was used'));
  return {
    hit: unused,
    peek: unused,
    hold: unused,
    clear: unused,
    degradedReason: () => undefined,
  };
}

/**
 * A TCP relay in front of the Redis at `redisUrl`, to take Redis away and bring it back:
 * `stop` cuts every connection and refuses new ones, `start` listens again on the same port.
 */
export async function redisRelay(redisUrl: string) {
  const target = new URL(redisUrl);
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let server: Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        track(client);
        track(upstream);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as AddressInfo).port;
        server = listening;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) {
        resolve();
        return;
      }
      server.close(() => resolve());
      server = undefined;
    });
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, close: stop };
}

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
