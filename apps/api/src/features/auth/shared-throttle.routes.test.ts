import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../app';
import { createTestDatabase } from '../../db/test-database';
import { buildIsolatedApp, testConfig, testDatabaseKinds } from '../../testing/test-app';
import { postLogin, registerApplicant } from '../../testing/auth-testing';
import { freezeClock, removeRedisKeys } from '../../testing/throttle-testing';

const redisUrl = process.env.TEST_REDIS_URL;
const WAIT_A_SECOND = { message: 'Too many sign-in attempts. Try again in 1 second.' };

describe.skipIf(!redisUrl).each(testDatabaseKinds)(
  'rate limits shared through Redis by two API instances on %s',
  (kind) => {
    const runPrefix = `firstshift-test:${randomUUID()}:`;

    afterAll(() => removeRedisKeys(redisUrl ?? '', runPrefix));

    /** Two instances of the API on one database and one Redis, like behind a load balancer. */
    async function twoInstances(env: Record<string, string>) {
      const database = await createTestDatabase(kind);
      onTestFinished(() => database.destroy());
      const config = testConfig({ REDIS_URL: redisUrl ?? '', ...env });
      const keyPrefix = `${runPrefix}${randomUUID()}:`;
      const first = await buildApp(config, { db: database.db, redisKeyPrefix: keyPrefix });
      onTestFinished(() => first.close());
      const second = await buildApp(config, { db: database.db, redisKeyPrefix: keyPrefix });
      onTestFinished(() => second.close());
      return { first, second, db: database.db };
    }

    it('holds an address back on one instance after its failures on the other', async () => {
      const { first, second, db } = await twoInstances({});
      freezeClock();
      const applicant = await registerApplicant(first);
      for (let i = 0; i < 5; i++) {
        expect((await postLogin(first, applicant.email, 'wrong-pass1')).statusCode).toBe(401);
      }
      const res = await postLogin(second, applicant.email, 'secret123');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(WAIT_A_SECOND);
      expect(await db.selectFrom('throttle_counters').selectAll().execute()).toEqual([]);
    });

    it('forgets the failures on every instance after a successful sign-in on one', async () => {
      const { first, second } = await twoInstances({});
      const clock = freezeClock();
      const applicant = await registerApplicant(first);
      const failures = async (times: number) => {
        const statuses = [];
        for (let i = 0; i < times; i++) {
          statuses.push((await postLogin(first, applicant.email, 'wrong-pass1')).statusCode);
        }
        return statuses;
      };
      expect(await failures(6)).toEqual([401, 401, 401, 401, 401, 429]);
      clock.advance(1000);
      expect((await postLogin(second, applicant.email, 'secret123')).statusCode).toBe(200);
      expect(await failures(6)).toEqual([401, 401, 401, 401, 401, 429]);
    });

    it('counts failures from one address across instances', async () => {
      const { first, second } = await twoInstances({ RATE_LIMIT_AUTH_PER_IP: '2' });
      expect((await postLogin(first, 'nobody@example.test', 'wrong-pass1')).statusCode).toBe(401);
      expect((await postLogin(second, 'nobody@example.test', 'wrong-pass1')).statusCode).toBe(401);
      const res = await postLogin(first, 'somebody@example.test', 'wrong-pass1');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        message: 'Too many requests from your network. Try again in 15 minutes.',
      });
    });
  },
);

describe.each(testDatabaseKinds)('sign-in while Redis is unreachable on %s', (kind) => {
  it('is still throttled, through the database, and the health check says so', async () => {
    const { app, database } = await buildIsolatedApp(kind, {
      env: { REDIS_URL: 'redis://127.0.0.1:1' },
    });
    freezeClock();
    const applicant = await registerApplicant(app);
    for (let i = 0; i < 5; i++) {
      const res = await postLogin(app, applicant.email, 'wrong-pass1');
      expect(res.statusCode).toBe(401);
    }
    const held = await postLogin(app, applicant.email, 'secret123');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual(WAIT_A_SECOND);
    const counters = await database.db.selectFrom('throttle_counters').select('key').execute();
    expect(counters.map((c) => c.key)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^login-wait:/)]),
    );

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({
      status: 'degraded',
      database: 'up',
      reasons: ['Redis unreachable: rate limits use the database'],
    });
  });
});
