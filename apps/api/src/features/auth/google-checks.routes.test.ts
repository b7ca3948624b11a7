import { GOOGLE_MESSAGES } from '@firstshift/domain';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildIsolatedApp, testDatabaseKinds } from '../../testing/test-app';
import {
  GOOGLE_TEST_CLIENT,
  callGoogleCallback,
  exchange,
  handoffCode,
  setupGoogleTestApp,
  signInAtProvider,
  startGoogleSignIn,
} from './google-testing';

const FAILED = '/applicant/login?google=failed';

/** A port nothing listens on: the issuer is unreachable. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

describe.each(testDatabaseKinds)('Google sign-in refusals on %s', (kind) => {
  const ctx = setupGoogleTestApp(kind);

  it('asks the issuer for the code flow with PKCE, state, nonce and the three scopes', async () => {
    const url = new URL(await startGoogleSignIn(ctx.app));
    expect(url.origin).toBe(ctx.provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: GOOGLE_TEST_CLIENT.id,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      redirect_uri: 'http://app.test/api/auth/google/callback',
      state: expect.any(String),
      nonce: expect.any(String),
      code_challenge: expect.any(String),
    });
  });

  it('is only for applicants', async () => {
    for (const query of ['role=business', '', 'role=admin']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/auth/google/login?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: GOOGLE_MESSAGES.applicantsOnly, field: 'role' });
    }
  });

  it('uses a state once', async () => {
    const callback = await signInAtProvider(await startGoogleSignIn(ctx.app), 'twice@gmail.test');
    const first = await callGoogleCallback(ctx.app, callback);
    expect(String(first.headers.location)).toMatch(/^\/applicant\/login\/google#code=/);
    const replay = await callGoogleCallback(ctx.app, callback);
    expect(replay.statusCode).toBe(303);
    expect(replay.headers.location).toBe(FAILED);
  });

  it('refuses a sign-in that took longer than ten minutes', async () => {
    const callback = await signInAtProvider(await startGoogleSignIn(ctx.app), 'slow@gmail.test');
    await ctx.db
      .updateTable('oauth_states')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const res = await callGoogleCallback(ctx.app, callback);
    expect(res.headers.location).toBe(FAILED);
    expect(await ctx.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('refuses an unknown state, a forged code and a cancelled sign-in', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?code=abc&state=unknown',
    });
    expect(unknown.headers.location).toBe(FAILED);

    const state = new URL(await startGoogleSignIn(ctx.app)).searchParams.get('state') ?? '';
    const forged = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?code=forged&state=${state}&iss=${ctx.provider.issuer}`,
    });
    expect(forged.headers.location).toBe(FAILED);

    const cancelledState = new URL(await startGoogleSignIn(ctx.app)).searchParams.get('state');
    const cancelled = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?error=access_denied&state=${cancelledState ?? ''}`,
    });
    expect(cancelled.headers.location).toBe(FAILED);
  });

  it('refuses an expired or unknown hand-off code and an empty body', async () => {
    const callback = await signInAtProvider(await startGoogleSignIn(ctx.app), 'late@gmail.test');
    const code = handoffCode((await callGoogleCallback(ctx.app, callback)).headers.location);
    await ctx.db
      .updateTable('auth_handoffs')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    for (const attempt of [code, 'never-issued']) {
      const res = await exchange(ctx.app, attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: GOOGLE_MESSAGES.exchangeFailed });
    }
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/auth/google/exchange' });
    expect(empty.statusCode).toBe(400);
    expect(await ctx.db.selectFrom('sessions').select('id').execute()).toEqual([]);
  });
});

describe.each(testDatabaseKinds)('Google sign-in with the issuer unreachable on %s', (kind) => {
  it('starts anyway and sends the visitor back to sign-in with a notice', async () => {
    const { app } = await buildIsolatedApp(kind, {
      env: {
        GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT.id,
        GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT.secret,
        GOOGLE_ISSUER: `http://127.0.0.1:${await closedPort()}`,
      },
    });
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/google/login?role=applicant&next=%2Fjobs%2F2',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/applicant/login?google=failed&next=%2Fjobs%2F2');
  });
});

describe('Google hand-off exchange throttling', () => {
  it('refuses an address that sends too many exchanges', async () => {
    const { app } = await buildIsolatedApp('sqlite', {
      env: {
        GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT.id,
        GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT.secret,
        RATE_LIMIT_AUTH_PER_IP: '2',
      },
    });
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await exchange(app, `guess-${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 429]);
  });
});
