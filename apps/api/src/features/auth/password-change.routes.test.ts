import { ACCOUNT_MESSAGES, type LoginResponse, MESSAGES } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { buildIsolatedApp, setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { bearer, postLogin, registerApplicant, registerBusiness } from '../../testing/auth-testing';
import { freezeClock } from '../../testing/throttle-testing';
import { createGoogleApplicant } from './password-testing';

const WRONG_CURRENT = {
  message: ACCOUNT_MESSAGES.currentPasswordIncorrect,
  field: 'current_password',
};

describe.each(testDatabaseKinds)('change password on %s', (kind) => {
  const ctx = setupTestApp(kind);

  const change = (token: string | undefined, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload,
      ...(token ? { headers: bearer(token) } : {}),
    });
  const login = (email: string, password: string, remember = false) =>
    postLogin(ctx.app, email, password, { remember });
  const details = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/user_details', headers: bearer(token) });

  it('asks for a session', async () => {
    const res = await change(undefined, {
      current_password: 'secret123',
      new_password: 'newpass456',
    });
    expect(res.statusCode).toBe(401);
  });

  it('lets one of several changes sent at once with the same current password through', async () => {
    const applicant = await registerApplicant(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        change(applicant.access_token, {
          current_password: 'secret123',
          new_password: `newpass45${i}`,
        }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    for (const res of answers.filter((a) => a.statusCode !== 200)) {
      // Refused as a wrong current password (400), or, once the winner ended every session,
      // as a session that is over (401).
      expect([400, 401]).toContain(res.statusCode);
    }
    const winner = answers.findIndex((res) => res.statusCode === 200);
    expect((await login(applicant.email, `newpass45${winner}`)).statusCode).toBe(200);
    const sessions = await ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', applicant.user_id)
      .execute();
    // The winner's session and the sign-in just made.
    expect(sessions).toHaveLength(2);
  });

  it('changes the password, ends every session and answers with a new one', async () => {
    const business = await registerBusiness(ctx.app, { business_name: 'Rose City Bakery' });
    const remembered = (await login(business.email, 'secret123', true)).json<LoginResponse>();

    const res = await change(remembered.access_token, {
      current_password: 'secret123',
      new_password: 'newpass456',
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json<LoginResponse>();
    expect(fresh).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      user_id: business.user_id,
      user_role: 'business',
      user_name: 'Rose City Bakery',
    });

    expect((await details(business.access_token)).statusCode).toBe(401);
    expect((await details(remembered.access_token)).statusCode).toBe(401);
    expect((await details(fresh.access_token)).statusCode).toBe(200);
    const sessions = await ctx.db
      .selectFrom('sessions')
      .select('remember')
      .where('user_id', '=', business.user_id)
      .execute();
    expect(sessions).toEqual([{ remember: 1 }]);
    expect((await login(business.email, 'secret123')).statusCode).toBe(401);
    expect((await login(business.email, 'newpass456')).statusCode).toBe(200);
  });

  it('refuses a wrong or missing current password', async () => {
    const applicant = await registerApplicant(ctx.app);
    for (const current_password of ['wrong-pass1', '', undefined]) {
      const res = await change(applicant.access_token, {
        current_password,
        new_password: 'newpass456',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(WRONG_CURRENT);
    }
    expect((await login(applicant.email, 'secret123')).statusCode).toBe(200);
  });

  it('refuses a weak new password with the password rule', async () => {
    const applicant = await registerApplicant(ctx.app);
    const res = await change(applicant.access_token, {
      current_password: 'secret123',
      new_password: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.passwordRule, field: 'new_password' });
  });

  it('lets an account made with Google set a first password without a current one', async () => {
    const google = await createGoogleApplicant(ctx.db);
    const res = await change(google.token, { new_password: 'newpass456' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user_id: google.id, user_name: 'Grace' });
    expect((await details(google.token)).statusCode).toBe(401);
    expect((await login(google.email, 'newpass456')).statusCode).toBe(200);
  });

  it('makes outstanding reset links useless', async () => {
    const applicant = await registerApplicant(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: applicant.email },
    });
    await change(applicant.access_token, {
      current_password: 'secret123',
      new_password: 'newpass456',
    });
    const tokens = await ctx.db.selectFrom('password_reset_tokens').select('used_at').execute();
    expect(tokens).toEqual([{ used_at: expect.any(String) }]);
  });
});

describe.each(testDatabaseKinds)('change password throttling on %s', (kind) => {
  it('counts wrong current passwords like failed sign-ins from that address', async () => {
    const { app } = await buildIsolatedApp(kind, {
      env: { RATE_LIMIT_LOGIN_FAILURES_BEFORE_DELAY: '2' },
    });
    freezeClock();
    const applicant = await registerApplicant(app);
    const attempt = (current_password: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        headers: bearer(applicant.access_token),
        payload: { current_password, new_password: 'newpass456' },
      });
    expect((await attempt('wrong-pass1')).statusCode).toBe(400);
    expect((await attempt('wrong-pass2')).statusCode).toBe(400);
    const held = await attempt('secret123');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ message: 'Too many sign-in attempts. Try again in 1 second.' });
    expect(held.headers['retry-after']).toBe('1');
  });
});
