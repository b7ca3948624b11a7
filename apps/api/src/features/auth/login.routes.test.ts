import type { LoginResponse } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { createBusiness } from '../../testing/factories';
import { buildIsolatedApp, setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { bearer, registerApplicant, registerBusiness } from '../../testing/auth-testing';

const HOUR = 60 * 60 * 1000;

describe.each(testDatabaseKinds)('sign-in and sessions on %s', (kind) => {
  const ctx = setupTestApp(kind);

  const login = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });
  const details = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/user_details', headers: bearer(token) });
  const sessionOf = (userId: number) =>
    ctx.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute();

  it('signs a business in by email in any case and names it by its business name', async () => {
    const business = await registerBusiness(ctx.app, {
      email: 'Owner@Bakery.test',
      business_name: 'Rose City Bakery',
    });
    const res = await login({ email: 'OWNER@bakery.test', password: 'secret123' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      user_id: business.user_id,
      user_role: 'business',
      user_name: 'Rose City Bakery',
    });
  });

  it('names an applicant by first name', async () => {
    const applicant = await registerApplicant(ctx.app, { first_name: 'Ada' });
    expect(applicant).toMatchObject({ user_role: 'applicant', user_name: 'Ada' });
  });

  it('stores only a hash of the token and keeps a session 12 hours, or 30 days with remember', async () => {
    const applicant = await registerApplicant(ctx.app);
    const before = Date.now();
    const remembered = (
      await login({ email: applicant.email, password: 'secret123', remember: true })
    ).json<LoginResponse>();

    const sessions = await sessionOf(applicant.user_id);
    expect(sessions).toHaveLength(2);
    for (const session of sessions) {
      expect(session.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect([applicant.access_token, remembered.access_token]).not.toContain(session.token_hash);
    }
    const lifetimes = sessions.map((s) => Date.parse(s.expires_at) - before).sort((a, b) => a - b);
    expect(lifetimes[0]).toBeGreaterThan(12 * HOUR - 60_000);
    expect(lifetimes[0]).toBeLessThanOrEqual(12 * HOUR + 60_000);
    expect(lifetimes[1]).toBeGreaterThan(30 * 24 * HOUR - 60_000);
    expect(lifetimes[1]).toBeLessThanOrEqual(30 * 24 * HOUR + 60_000);
    expect(Buffer.from(remembered.access_token, 'base64url')).toHaveLength(32);
  });

  it.each([
    ['a wrong password', { password: 'wrong-pass1' }],
    ['an unknown email', { email: 'nobody@example.test' }],
  ])('answers 401 to %s', async (_case, override) => {
    const applicant = await registerApplicant(ctx.app);
    const res = await login({ email: applicant.email, password: 'secret123', ...override });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid email or password. Please try again.' });
  });

  it('answers the same 401 to an account without a password (Google sign-in only)', async () => {
    await createBusiness(ctx.db);
    const user = await ctx.db.selectFrom('users').select('email').executeTakeFirstOrThrow();
    const res = await login({ email: user.email, password: 'anything1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid email or password. Please try again.' });
  });

  it('answers 400 with a message to a sign-in without a body', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Enter a valid email', field: 'email' });
  });

  it('answers 400 with the field to a sign-in without a password', async () => {
    const res = await login({ email: 'a@example.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Password is required', field: 'password' });
  });

  it('signs out: the session is deleted and its token no longer works', async () => {
    const applicant = await registerApplicant(ctx.app);
    expect((await details(applicant.access_token)).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(applicant.access_token),
    });
    expect(res.statusCode).toBe(204);
    expect(await sessionOf(applicant.user_id)).toEqual([]);
    const after = await details(applicant.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Please sign in.' });
  });

  it('answers 401 to a sign-out without a token or with an unknown one', async () => {
    const none = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(none.statusCode).toBe(401);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer('not-a-session'),
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('tells an expired session to sign in again', async () => {
    const applicant = await registerApplicant(ctx.app);
    await ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', applicant.user_id)
      .execute();
    const res = await details(applicant.access_token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Your session has expired. Please sign in again.' });
  });

  it('asks a request without a usable bearer token to sign in', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('unknown-token')]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/user_details', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in.' });
    }
  });
});

describe.each(testDatabaseKinds)('role guards on %s', (kind) => {
  it('lets the right role through and answers 403 to the other role', async () => {
    const { app } = await buildIsolatedApp(kind);
    for (const role of ['business', 'applicant'] as const) {
      app.get(`/api/guarded/${role}`, { preHandler: app.requireRole(role) }, (request) => ({
        user: request.user,
      }));
    }
    app.get('/api/guarded/anyone', { preHandler: app.requireUser }, (request) => ({
      user: request.user,
    }));
    const business = await registerBusiness(app);
    const applicant = await registerApplicant(app);
    const get = (path: string, token: string) =>
      app.inject({ method: 'GET', url: `/api/guarded/${path}`, headers: bearer(token) });

    const allowed = await get('business', business.access_token);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ user: { id: business.user_id, role: 'business' } });
    expect((await get('applicant', applicant.access_token)).statusCode).toBe(200);
    expect((await get('anyone', applicant.access_token)).statusCode).toBe(200);

    const wrongForBusiness = await get('applicant', business.access_token);
    expect(wrongForBusiness.statusCode).toBe(403);
    expect(wrongForBusiness.json()).toEqual({ message: 'This page is for applicant accounts.' });
    const wrongForApplicant = await get('business', applicant.access_token);
    expect(wrongForApplicant.statusCode).toBe(403);
    expect(wrongForApplicant.json()).toEqual({ message: 'This page is for business accounts.' });

    const anonymous = await app.inject({ method: 'GET', url: '/api/guarded/business' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Please sign in.' });
  });
});

// Throttling of failed sign-ins: login-throttle.routes.test.ts.
