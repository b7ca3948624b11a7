import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  buildThrottledApp,
  createAccount,
  freezeClock,
  loginFrom,
  throttleCases,
} from '../../testing/throttle-testing';

const PASSWORD = 'secret123';
const WRONG = 'wrong-pass1';
const OWNER = '198.51.100.10';
const ATTACKER = '203.0.113.66';
const SCHOOL = '192.0.2.50';
const MINUTE = 60_000;

const tooManyAttempts = (wait: string) => ({
  message: `Too many sign-in attempts. Try again in ${wait}.`,
});

/** Statuses of `times` sign-ins of `email` from `address`. */
async function statuses(
  app: FastifyInstance,
  address: string,
  email: string,
  password: string,
  times: number,
) {
  const result: number[] = [];
  for (let i = 0; i < times; i++) {
    result.push((await loginFrom(app, address, email, password)).statusCode);
  }
  return result;
}

describe.each(throttleCases)('sign-in throttling on $name', (testCase) => {
  it('lets the owner in from their own address while another address keeps guessing', async () => {
    const { app } = await buildThrottledApp(testCase);
    freezeClock();
    const email = await createAccount(app, OWNER);

    expect(await statuses(app, ATTACKER, email, WRONG, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(await statuses(app, ATTACKER, email, WRONG, 20)).toEqual(Array(20).fill(429));

    const owner = await loginFrom(app, OWNER, email, PASSWORD);
    expect(owner.statusCode, owner.body).toBe(200);
    // The owner's sign-in does not lift the guesser's wait, even with the right password.
    const guesser = await loginFrom(app, ATTACKER, email, PASSWORD);
    expect(guesser.statusCode).toBe(429);
    expect(guesser.json()).toEqual(tooManyAttempts('1 second'));
  });

  it('makes each attempt after five failures from an address wait twice as long, up to the window', async () => {
    const { app } = await buildThrottledApp(testCase);
    const clock = freezeClock();
    const email = await createAccount(app, OWNER);
    expect(await statuses(app, ATTACKER, email, WRONG, 5)).toEqual([401, 401, 401, 401, 401]);

    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const held = await loginFrom(app, ATTACKER, email, WRONG);
      expect(held.statusCode).toBe(429);
      const wait = Number(held.headers['retry-after']);
      waits.push(wait);
      clock.advance(wait * 1000 - 1);
      expect((await loginFrom(app, ATTACKER, email, PASSWORD)).statusCode).toBe(429);
      clock.advance(1);
      expect((await loginFrom(app, ATTACKER, email, WRONG)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);

    const capped = await loginFrom(app, ATTACKER, email, WRONG);
    expect(capped.json()).toEqual(tooManyAttempts('15 minutes'));
    // Another account from the same address, and this one from elsewhere, do not wait.
    const other = await createAccount(app, OWNER);
    expect((await loginFrom(app, ATTACKER, other, PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom(app, OWNER, email, PASSWORD)).statusCode).toBe(200);
  });

  it('lets only one of many simultaneous attempts through once the delays begin', async () => {
    const { app } = await buildThrottledApp(testCase);
    const clock = freezeClock();
    const email = await createAccount(app, OWNER);
    const together = async (times: number) => {
      const all = Array.from({ length: times }, () => loginFrom(app, ATTACKER, email, WRONG));
      return (await Promise.all(all)).map((res) => res.statusCode).sort();
    };
    expect(await together(10)).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);
    clock.advance(60 * MINUTE);
    expect(await together(10)).toEqual([401, ...Array(9).fill(429)]);
  });

  it('starts the count again after a successful sign-in from that address', async () => {
    const { app } = await buildThrottledApp(testCase);
    const clock = freezeClock();
    const email = await createAccount(app, OWNER);
    expect(await statuses(app, OWNER, email, WRONG, 6)).toEqual([401, 401, 401, 401, 401, 429]);
    clock.advance(1000);
    expect((await loginFrom(app, OWNER, email, PASSWORD)).statusCode).toBe(200);

    expect(await statuses(app, OWNER, email, WRONG, 6)).toEqual([401, 401, 401, 401, 401, 429]);
    const held = await loginFrom(app, OWNER, email, WRONG);
    expect(held.headers['retry-after']).toBe('1');
  });

  it('holds back new addresses once the account has failed too often, but not its own', async () => {
    const { app } = await buildThrottledApp(testCase, {
      RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '6',
    });
    const clock = freezeClock();
    const email = await createAccount(app, OWNER);
    expect((await loginFrom(app, OWNER, email, PASSWORD)).statusCode).toBe(200);

    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect(await statuses(app, address, email, WRONG, 2)).toEqual([401, 401]);
    }
    const fresh = await loginFrom(app, '203.0.113.4', email, PASSWORD);
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).toEqual(tooManyAttempts('15 minutes'));
    expect(fresh.headers['retry-after']).toBe('900');

    // The address the owner signed in from before still gets in.
    expect((await loginFrom(app, OWNER, email, PASSWORD)).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    expect((await loginFrom(app, '203.0.113.4', email, PASSWORD)).statusCode).toBe(200);
  });

  it('never counts successful sign-ins against an address, only failures', async () => {
    const { app } = await buildThrottledApp(testCase, { RATE_LIMIT_AUTH_PER_IP: '3' });
    freezeClock();
    const regular = await createAccount(app, '10.9.0.1');
    const other = await createAccount(app, '10.9.0.2');
    expect(await statuses(app, SCHOOL, regular, PASSWORD, 8)).toEqual(Array(8).fill(200));
    expect(await statuses(app, SCHOOL, other, PASSWORD, 1)).toEqual([200]);

    for (const stranger of ['a@example.test', 'b@example.test', 'c@example.test']) {
      expect((await loginFrom(app, SCHOOL, stranger, WRONG)).statusCode).toBe(401);
    }
    const spraying = await loginFrom(app, SCHOOL, 'd@example.test', WRONG);
    expect(spraying.statusCode).toBe(429);
    expect(spraying.json<{ message: string }>().message).toMatch(
      /^Too many requests from your network\. Try again in 15 minutes\.$/,
    );
    // Accounts that signed in from this address before, and other addresses, go on.
    expect((await loginFrom(app, SCHOOL, regular, PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom(app, SCHOOL, other, PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom(app, OWNER, 'd@example.test', WRONG)).statusCode).toBe(401);
  });

  it('counts failures per client behind a trusted proxy, not per proxy', async () => {
    const { app } = await buildThrottledApp(testCase, { TRUST_PROXY: '10.0.0.0/8' });
    freezeClock();
    const email = await createAccount(app, OWNER);
    const viaProxy = (client: string, password: string) =>
      loginFrom(app, '10.0.0.2', email, password, { 'x-forwarded-for': client });

    for (let i = 0; i < 5; i++) expect((await viaProxy(ATTACKER, WRONG)).statusCode).toBe(401);
    expect((await viaProxy(ATTACKER, PASSWORD)).statusCode).toBe(429);
    expect((await viaProxy(OWNER, PASSWORD)).statusCode).toBe(200);
    // X-Forwarded-For from an address that is not a trusted proxy names nobody.
    const spoofed = await loginFrom(app, '192.0.2.99', email, PASSWORD, {
      'x-forwarded-for': ATTACKER,
    });
    expect(spoofed.statusCode).toBe(200);
  });
});

describe.each(throttleCases)('a classroom behind one address on $name', (testCase) => {
  it('registers and signs in with the default limits, typing mistakes and all', async () => {
    const { app } = await buildThrottledApp(testCase);
    const emails: string[] = [];
    for (let i = 0; i < 30; i++) emails.push(await createAccount(app, SCHOOL));
    for (const [i, email] of emails.entries()) {
      if (i % 3 === 0) expect((await loginFrom(app, SCHOOL, email, WRONG)).statusCode).toBe(401);
      const res = await loginFrom(app, SCHOOL, email, PASSWORD);
      expect(res.statusCode, res.body).toBe(200);
    }
  }, 60_000);
});
