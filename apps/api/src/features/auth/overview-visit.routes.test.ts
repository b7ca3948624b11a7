import { describe, expect, it } from 'vitest';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { bearer, postLogin, registerApplicant, registerBusiness } from '../../testing/auth-testing';

describe.each(testDatabaseKinds)('overview visits on %s', (kind) => {
  const ctx = setupTestApp(kind);

  const visit = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/overview_visit', headers: bearer(token) });
  const signIn = async (email: string) => {
    const res = await postLogin(ctx.app, email);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ access_token: string }>().access_token;
  };

  it('says first_visit once, then never again, even from another sign-in', async () => {
    const applicant = await registerApplicant(ctx.app, { email: 'first@visit.test' });
    const first = await visit(applicant.access_token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ first_visit: true });
    expect((await visit(applicant.access_token)).json()).toEqual({ first_visit: false });

    // Another device signs in with its own session: still a return visit.
    const otherDevice = await signIn('first@visit.test');
    expect((await visit(otherDevice)).json()).toEqual({ first_visit: false });
    const row = await ctx.db
      .selectFrom('users')
      .select('overview_seen_at')
      .where('id', '=', applicant.user_id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.overview_seen_at ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('counts each account on its own', async () => {
    const ada = await registerApplicant(ctx.app, { email: 'ada@visit.test' });
    const bo = await registerApplicant(ctx.app, { email: 'bo@visit.test' });
    expect((await visit(ada.access_token)).json()).toEqual({ first_visit: true });
    expect((await visit(bo.access_token)).json()).toEqual({ first_visit: true });
  });

  it('lets only one of two visits at once be the first', async () => {
    const applicant = await registerApplicant(ctx.app, { email: 'twice@visit.test' });
    const answers = await Promise.all([
      visit(applicant.access_token),
      visit(applicant.access_token),
    ]);
    const firsts = answers.map((res) => res.json<{ first_visit: boolean }>().first_visit);
    expect(firsts.filter(Boolean)).toHaveLength(1);
  });

  it('needs a signed-in applicant', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/overview_visit' });
    expect(res.statusCode).toBe(401);
    const business = await registerBusiness(ctx.app, { email: 'shop@visit.test' });
    const refused = await visit(business.access_token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBeTruthy();
  });
});
