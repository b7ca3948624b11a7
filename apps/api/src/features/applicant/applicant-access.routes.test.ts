import { describe, expect, it } from 'vitest';
import { createJob } from '../../testing/factories';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import {
  applicationFields,
  auth,
  multipartBody,
  signedInBusiness,
} from '../../testing/applicant-testing';

// Every applicant route refuses anonymous callers (401) and businesses (403) before doing
// anything; each route's own tests show what an applicant gets.

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (jobId: number) => string;
  payload?: unknown;
  multipart?: boolean;
}

const savedSearch = { name: 'Libraries', filters: { city: 'Portland' } };
const CALLS: Call[] = [
  { method: 'GET', url: () => '/api/applicant/dashboard' },
  { method: 'POST', url: (id) => `/api/applicant/${id}/favourite?is_favourite=true` },
  { method: 'GET', url: () => '/api/applicant/favourites' },
  { method: 'GET', url: () => '/api/applicant/applications/my?skip=0&limit=20' },
  { method: 'POST', url: (id) => `/api/applicant/${id}/apply`, multipart: true },
  { method: 'GET', url: () => '/api/applicant/saved-searches' },
  { method: 'POST', url: () => '/api/applicant/saved-searches', payload: savedSearch },
  { method: 'PUT', url: () => '/api/applicant/saved-searches/1', payload: savedSearch },
  { method: 'DELETE', url: () => '/api/applicant/saved-searches/1' },
  { method: 'POST', url: () => '/api/applicant/saved-searches/1/checked' },
  { method: 'GET', url: () => '/api/applicant/notification-settings' },
  {
    method: 'PUT',
    url: () => '/api/applicant/notification-settings',
    payload: {
      new_job_matches: true,
      application_updates: true,
      interview_reminders: false,
      weekly_summary: false,
    },
  },
];

describe.each(testDatabaseKinds)('applicant routes × roles on %s', (kind) => {
  const ctx = setupTestApp(kind);

  const call = async (entry: Call, jobId: number, headers: Record<string, string>) => {
    const url = entry.url(jobId);
    if (entry.multipart) {
      const body = await multipartBody(applicationFields());
      return ctx.app.inject({
        method: entry.method,
        url,
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
    }
    return entry.payload === undefined
      ? ctx.app.inject({ method: entry.method, url, headers })
      : ctx.app.inject({ method: entry.method, url, headers, payload: entry.payload as object });
  };

  it.each(CALLS.map((entry) => [`${entry.method} ${entry.url(1)}`, entry] as const))(
    '%s: 401 without a session, 403 for a business',
    async (_name, entry) => {
      const jobId = await createJob(ctx.db);
      const business = await signedInBusiness(ctx.db);

      const anonymous = await call(entry, jobId, {});
      expect(anonymous.statusCode, anonymous.body).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Please sign in.' });

      const expired = await call(entry, jobId, auth('not-a-live-session'));
      expect(expired.statusCode).toBe(401);

      const forBusiness = await call(entry, jobId, auth(business.token));
      expect(forBusiness.statusCode, forBusiness.body).toBe(403);
      expect(forBusiness.json()).toEqual({ message: 'This page is for applicant accounts.' });
      expect(forBusiness.headers['cache-control']).toBe('private, no-store');
    },
  );

  it('lists the applicant routes in the OpenAPI document', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/applicant/dashboard',
        '/api/applicant/{jobId}/favourite',
        '/api/applicant/favourites',
        '/api/applicant/applications/my',
        '/api/applicant/{jobId}/apply',
        '/api/applicant/saved-searches',
        '/api/applicant/saved-searches/{id}',
        '/api/applicant/saved-searches/{id}/checked',
        '/api/applicant/notification-settings',
      ]),
    );
  });
});
