import { GOOGLE_MESSAGES, type GoogleExchangeResponse } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/test-app';
import { bearer, postLogin, registerApplicant, registerBusiness } from '../../testing/auth-testing';
import { exchange, googleCallbackFor, handoffCode, setupGoogleTestApp } from './google-testing';

let sequence = 0;
const uniqueEmail = (name: string) => `${name}${(sequence += 1)}@gmail.test`;

describe.each(testDatabaseKinds)('Google sign-in on %s', (kind) => {
  const ctx = setupGoogleTestApp(kind);

  const signIn = async (login: string, query?: string) => {
    const callback = await googleCallbackFor(ctx.app, login, query);
    expect(callback.statusCode, callback.body).toBe(303);
    const res = await exchange(ctx.app, handoffCode(callback.headers.location));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<GoogleExchangeResponse>();
  };
  const userByEmail = (email: string) =>
    ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  it('creates an applicant without a password and signs it in with a working token', async () => {
    const email = uniqueEmail('grace');
    ctx.provider.setIdentity(email, { email, givenName: 'Grace', familyName: 'Hopper' });
    const signedIn = await signIn(email);
    expect(signedIn).toMatchObject({
      user_role: 'applicant',
      user_name: 'Grace',
      next: null,
      remember: false,
    });

    const details = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user_details',
      headers: bearer(signedIn.access_token),
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      id: signedIn.user_id,
      email,
      first_name: 'Grace',
      last_name: 'Hopper',
      role: 'applicant',
      email_notifications: true,
      applicant_profile: { city: null },
    });
    const user = await userByEmail(email);
    expect(user).toMatchObject({ password_hash: null, google_subject: email });
  });

  it('finds the same applicant again on the next sign-in', async () => {
    const email = uniqueEmail('returning');
    const first = await signIn(email);
    const second = await signIn(email);
    expect(second.user_id).toBe(first.user_id);
    expect(second.access_token).not.toBe(first.access_token);
  });

  it('returns to a safe next page and keeps a remembered session 30 days', async () => {
    const signedIn = await signIn(
      uniqueEmail('rem'),
      'role=applicant&next=%2Fjobs%2F7%2Fapply&remember=true',
    );
    expect(signedIn.next).toBe('/jobs/7/apply');
    // The browser keeps a remembered session after it closes (docs/decisions/017).
    expect(signedIn.remember).toBe(true);
    const session = await ctx.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', signedIn.user_id)
      .executeTakeFirstOrThrow();
    expect(session.remember).toBe(1);
    expect(Date.parse(session.expires_at) - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);

    const offSite = await signIn(uniqueEmail('evil'), 'role=applicant&next=%2F%2Fevil.test');
    expect(offSite.next).toBeNull();
  });

  it('links an applicant with the same verified email, whose password keeps working', async () => {
    const applicant = await registerApplicant(ctx.app, { email: uniqueEmail('linked') });
    const signedIn = await signIn(applicant.email.toUpperCase());
    expect(signedIn).toMatchObject({ user_id: applicant.user_id, user_name: 'Ada' });
    expect((await userByEmail(applicant.email)).google_subject).toBe(applicant.email.toUpperCase());

    const login = await postLogin(ctx.app, applicant.email);
    expect(login.statusCode).toBe(200);
  });

  it('does not let a second Google account take over a linked applicant', async () => {
    const email = uniqueEmail('taken');
    await signIn(email);
    ctx.provider.setIdentity('other-google-account', { email });
    const callback = await googleCallbackFor(ctx.app, 'other-google-account');
    expect(callback.headers.location).toBe('/applicant/login?google=failed');
    expect((await userByEmail(email)).google_subject).toBe(email);
  });

  it('does not link or create an account when Google has not verified the email', async () => {
    const applicant = await registerApplicant(ctx.app, { email: uniqueEmail('unverified') });
    ctx.provider.setIdentity('someone-else', { email: applicant.email, emailVerified: false });
    const callback = await googleCallbackFor(ctx.app, 'someone-else');
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe('/applicant/login?google=unverified');
    expect((await userByEmail(applicant.email)).google_subject).toBeNull();
  });

  it("refuses a business's email and leaves the business untouched", async () => {
    const business = await registerBusiness(ctx.app, { email: uniqueEmail('owner') });
    const callback = await googleCallbackFor(
      ctx.app,
      business.email,
      'role=applicant&next=%2Fjobs%2F3',
    );
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe('/applicant/login?google=business&next=%2Fjobs%2F3');
    const user = await userByEmail(business.email);
    expect(user).toMatchObject({ role: 'business', google_subject: null });
  });

  it('accepts a hand-off code once', async () => {
    const callback = await googleCallbackFor(ctx.app, uniqueEmail('once'));
    const code = handoffCode(callback.headers.location);
    expect((await exchange(ctx.app, code)).statusCode).toBe(200);
    const again = await exchange(ctx.app, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: GOOGLE_MESSAGES.exchangeFailed, field: 'code' });
  });
});
