import { ACCOUNT_MESSAGES, MESSAGES } from '@firstshift/domain';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIsolatedApp, setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { bearer, postLogin, registerApplicant, registerBusiness } from '../../testing/auth-testing';
import { RESET_MAILS_PER_WINDOW } from './password.routes';
import {
  createGoogleApplicant,
  forgotPassword,
  mailsTo,
  requestResetToken,
} from './password-testing';
import { accountKey, countHit } from './throttle';

const ORIGIN = 'https://jobs.example.test';
const env = {
  PUBLIC_URL: ORIGIN,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'firstshift-reset-')),
};
const SENT = { message: ACCOUNT_MESSAGES.resetLinkSent };
const INVALID = { message: ACCOUNT_MESSAGES.resetLinkInvalid, field: 'token' };

describe.each(testDatabaseKinds)('forgot and reset password on %s', (kind) => {
  const ctx = setupTestApp(kind, { env });

  const reset = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });
  const login = (email: string, password: string) => postLogin(ctx.app, email, password);

  it('mails a single reset link and stores only a hash of its token', async () => {
    const applicant = await registerApplicant(ctx.app, { email: 'Ada@Example.test' });
    const before = Date.now();
    const res = await forgotPassword(ctx.app, 'ADA@example.TEST');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(SENT);

    const [mail, ...others] = await mailsTo(ctx.db, applicant.email);
    expect(others).toHaveLength(0);
    expect(mail?.subject).toBe('Reset your FirstShift password');
    const token = /\/reset-password#token=([A-Za-z0-9_-]+)/.exec(mail?.body_text ?? '')?.[1] ?? '';
    expect(mail?.body_text).toContain(`${ORIGIN}/reset-password#token=${token}`);
    expect(mail?.body_text).toContain('expires in 1 hour');
    expect(mail?.body_text).toContain("If you didn't ask for this, you can ignore this email");
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const rows = await ctx.db.selectFrom('password_reset_tokens').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        user_id: applicant.user_id,
        token_hash: createHash('sha256').update(token).digest('hex'),
        used_at: null,
      }),
    ]);
    const lifetime = Date.parse(rows[0]?.expires_at ?? '') - before;
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(61 * 60_000);
  });

  it('answers an unknown email exactly the same and sends nothing', async () => {
    const res = await forgotPassword(ctx.app, 'nobody@example.test');
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe(JSON.stringify(SENT));
    expect(await ctx.db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(0);
    expect(await ctx.db.selectFrom('password_reset_tokens').selectAll().execute()).toHaveLength(0);
  });

  it('tells an account made with Google how it signs in, with no reset link', async () => {
    const google = await createGoogleApplicant(ctx.db);
    const res = await forgotPassword(ctx.app, google.email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(SENT);
    const [mail] = await mailsTo(ctx.db, google.email);
    expect(mail?.body_text).toContain('Continue with Google');
    expect(mail?.body_text).toContain(`${ORIGIN}/applicant/login`);
    expect(mail?.body_text).not.toContain('reset-password');
    expect(await ctx.db.selectFrom('password_reset_tokens').selectAll().execute()).toHaveLength(0);
  });

  it('refuses an invalid email with the form message', async () => {
    const res = await forgotPassword(ctx.app, 'not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.emailInvalid, field: 'email' });
  });

  it(`sends at most ${RESET_MAILS_PER_WINDOW} mails per address and window, answering alike`, async () => {
    const applicant = await registerApplicant(ctx.app);
    for (let i = 0; i < RESET_MAILS_PER_WINDOW + 2; i += 1) {
      const res = await forgotPassword(ctx.app, applicant.email);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual(SENT);
    }
    expect(await mailsTo(ctx.db, applicant.email)).toHaveLength(RESET_MAILS_PER_WINDOW);
  });

  it('resets a business password and says which login to open', async () => {
    const business = await registerBusiness(ctx.app, { email: 'owner@reset.test' });
    const token = await requestResetToken(ctx.app, ctx.db, 'owner@reset.test');
    const res = await reset({ token, password: 'newpass456' });
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordReset, role: 'business' });
    const login = await postLogin(ctx.app, 'owner@reset.test', 'newpass456');
    expect(login.json()).toMatchObject({ user_id: business.user_id, user_role: 'business' });
  });

  it('sets the new password once, ends every session and clears failed sign-ins', async () => {
    const applicant = await registerApplicant(ctx.app);
    await countHit(ctx.app.throttleStore, accountKey(applicant.email), { windowMinutes: 15 });
    const token = await requestResetToken(ctx.app, ctx.db, applicant.email);

    const res = await reset({ token, password: 'newpass456' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordReset, role: 'applicant' });

    const details = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user_details',
      headers: bearer(applicant.access_token),
    });
    expect(details.statusCode).toBe(401);
    const counters = await ctx.db.selectFrom('throttle_counters').select('key').execute();
    expect(counters.map((c) => c.key)).not.toContain(accountKey(applicant.email));
    expect((await login(applicant.email, 'secret123')).statusCode).toBe(401);
    expect((await login(applicant.email, 'newpass456')).statusCode).toBe(200);

    const again = await reset({ token, password: 'another789' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject(INVALID);
  });

  it('invalidates the earlier links of the account once one is used', async () => {
    const applicant = await registerApplicant(ctx.app);
    const first = await requestResetToken(ctx.app, ctx.db, applicant.email);
    const second = await requestResetToken(ctx.app, ctx.db, applicant.email);
    expect((await reset({ token: second, password: 'newpass456' })).statusCode).toBe(200);
    const res = await reset({ token: first, password: 'other7890' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(INVALID);
  });

  it('refuses an expired link', async () => {
    const applicant = await registerApplicant(ctx.app);
    const token = await requestResetToken(ctx.app, ctx.db, applicant.email);
    await ctx.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const res = await reset({ token, password: 'newpass456' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(INVALID);
    expect((await login(applicant.email, 'secret123')).statusCode).toBe(200);
  });

  it('refuses a missing or unknown token', async () => {
    for (const token of [undefined, '', 'x'.repeat(43), 'x'.repeat(500)]) {
      const res = await reset({ token, password: 'newpass456' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(INVALID);
    }
  });

  it('refuses a weak password and leaves the link usable', async () => {
    const applicant = await registerApplicant(ctx.app);
    const token = await requestResetToken(ctx.app, ctx.db, applicant.email);
    for (const password of ['short1', 'lettersonly', undefined]) {
      const res = await reset({ token, password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MESSAGES.passwordRule, field: 'password' });
    }
    expect((await reset({ token, password: 'newpass456' })).statusCode).toBe(200);
  });
});

describe.each(testDatabaseKinds)('password reset throttling on %s', (kind) => {
  it('answers 429 once an address has made too many requests', async () => {
    const { app } = await buildIsolatedApp(kind, { env: { ...env, RATE_LIMIT_AUTH_PER_IP: '2' } });
    expect((await forgotPassword(app, 'a@example.test')).statusCode).toBe(202);
    expect((await forgotPassword(app, 'b@example.test')).statusCode).toBe(202);
    const res = await forgotPassword(app, 'c@example.test');
    expect(res.statusCode).toBe(429);
    expect(res.json<{ message: string }>().message).toMatch(/^Too many requests/);
    const resetRes = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'x', password: 'newpass456' },
    });
    expect(resetRes.statusCode).toBe(429);
  });
});

describe.each(testDatabaseKinds)('a reset link with a forged Host header on %s', (kind) => {
  it('points at the server itself, never at the host the request names', async () => {
    // PUBLIC_URL unset, the default: the link uses the origin the server listens on.
    const { app, database } = await buildIsolatedApp(kind, { env: { DATA_DIR: env.DATA_DIR } });
    const applicant = await registerApplicant(app, { email: 'victim@example.test' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email: applicant.email },
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await mailsTo(database.db, applicant.email);
    expect(mail?.body_text).toMatch(/http:\/\/localhost:3000\/reset-password#token=[\w-]+/);
    expect(mail?.body_text).not.toContain('evil.example');
  });
});
