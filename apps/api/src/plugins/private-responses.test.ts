import { describe, expect, it } from 'vitest';
import { signedInApplicant, signedInBusiness } from '../testing/applicant-testing';
import { applicantPayload, postLogin } from '../testing/auth-testing';
import { createJob } from '../testing/factories';
import { documentedRoutes, routeUrl } from '../testing/openapi-routes';
import { setupTestApp, testDatabaseKinds } from '../testing/test-app';

// Answers that depend on the bearer token, or hand one out, must never be kept by a browser or
// proxy cache: a shared computer or a school's proxy would show one student's data to the next.

describe.each(testDatabaseKinds)('Cache-Control of API answers on %s', (kind) => {
  const ctx = setupTestApp(kind);

  it('is private, no-store on every documented route called with a bearer token, whatever the answer', async () => {
    // Signing out ends the session the other calls use: it goes last.
    const routes = documentedRoutes(ctx.app).sort(
      (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
    );
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const jobId = await createJob(ctx.db);
    for (const signedIn of [await signedInApplicant(ctx.db), await signedInBusiness(ctx.db)]) {
      for (const route of routes) {
        const res = await ctx.app.inject({
          method: route.method,
          url: routeUrl(route, jobId),
          headers: { authorization: `Bearer ${signedIn.token}` },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(
          res.headers['cache-control'],
          `${route.method} ${route.path} → ${res.statusCode}`,
        ).toBe('private, no-store');
      }
    }
  });

  it('is private, no-store on the answers that hand out a session, which carry no token yet', async () => {
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register/applicant',
      payload: applicantPayload({ email: 'new@example.test' }),
    });
    expect(register.statusCode, register.body).toBeLessThan(300);
    expect(register.headers['cache-control']).toBe('private, no-store');
    const login = await postLogin(ctx.app, 'new@example.test', applicantPayload().password);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toHaveProperty('access_token');
    expect(login.headers['cache-control']).toBe('private, no-store');
  });

  it('is private, no-store on user details, even for an expired or unknown token', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user_details',
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
