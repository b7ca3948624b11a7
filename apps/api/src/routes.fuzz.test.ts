import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationFields, signIn } from './testing/applicant-testing';
import { applicantPayload, businessPayload } from './testing/auth-testing';
import { jobPayload } from './testing/business-jobs-testing';
import {
  createApplicant,
  createApplication,
  createBusiness,
  createJob,
  createSavedSearch,
} from './testing/factories';
import { documentedRoutes } from './testing/openapi-routes';
import {
  type FuzzContext,
  type FuzzFailure,
  type FuzzTally,
  emptyTally,
  fuzzRoute,
} from './testing/route-fuzz';
import { setupTestApp, testDatabaseKinds } from './testing/test-app';

// Every route of the OpenAPI document, fed generated hostile input (NUL bytes, broken Unicode,
// wrong types, odd ids, forged tokens, broken multipart) on each database: never a 5xx, and
// every refusal answers JSON with a message. `npm run fuzz` runs the same for longer.

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 200);
/** Where `npm run fuzz` wants the figures (JSON); unset in `npm test`. */
const REPORT_FILE = process.env.FUZZ_REPORT;

/** A valid body for each route that takes one: generated bodies mostly change a few fields. */
const EXAMPLES: Record<string, Record<string, unknown>> = {
  'POST /api/auth/register/business': businessPayload(),
  'POST /api/auth/register/applicant': applicantPayload(),
  'POST /api/auth/login': { email: 'maya@example.test', password: 'summer2026', remember_me: true },
  'PUT /api/auth/profile': {
    first_name: 'Maya',
    last_name: 'Lopez',
    phone_number: '(503) 555-0142',
    date_of_birth: '2009-05-04',
    address_line1: '5 Elm St',
    city: 'Portland',
    state: 'OR',
    zip_code: '97201',
    email_notifications: true,
  },
  'POST /api/auth/forgot-password': { email: 'maya@example.test' },
  'POST /api/auth/reset-password': { token: 'abc', password: 'newpass123' },
  'PUT /api/auth/password': { current_password: 'summer2026', new_password: 'newpass123' },
  'POST /api/jobs': jobPayload({ action: 'save_and_publish' }),
  'PUT /api/jobs/{id}': jobPayload({ action: 'save_and_publish' }),
  'POST /api/applicant/{jobId}/apply': applicationFields(),
  'POST /api/applicant/saved-searches': { name: 'Cafés', filters: { search: 'barista' } },
  'PUT /api/applicant/saved-searches/{id}': { name: 'Cafés', filters: { city: 'Salem' } },
  'PUT /api/applicant/notification-settings': {
    new_job_matches: true,
    application_updates: true,
    interview_reminders: false,
    weekly_summary: true,
  },
  'POST /api/business/applications/{id}/status': { status: 'shortlisted' },
  'POST /api/notifications/read': { ids: [1] },
};
const dataDir = mkdtempSync(path.join(tmpdir(), 'firstshift-fuzz-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.each(testDatabaseKinds)(
  'every documented route under generated bad input on %s',
  (kind) => {
    // Throttling has tests of its own: here it would answer 429 before the input is read.
    const ctx = setupTestApp(kind, {
      env: { DATA_DIR: dataDir, RATE_LIMIT_AUTH_PER_IP: '1000000' },
    });

    it(
      `answers ${RUNS_PER_ROUTE} requests per route without a server error`,
      async () => {
        const context: FuzzContext = {
          // For each route: a business with two jobs, one with an application; an applicant who
          // has applied to neither, with a saved search; both signed in.
          world: async () => {
            const business = await createBusiness(ctx.db);
            const jobId = await createJob(ctx.db, { business });
            const otherJobId = await createJob(ctx.db, { business });
            const applicationId = await createApplication(ctx.db, otherJobId);
            const applicant = await createApplicant(ctx.db);
            const searchId = await createSavedSearch(ctx.db, applicant.userId, {
              name: 'Cafés',
              filters: JSON.stringify({ search: 'barista' }),
            });
            return {
              ids: [jobId, otherJobId, applicationId, searchId, business.userId, applicant.userId],
              tokens: [
                await signIn(ctx.db, applicant.userId),
                await signIn(ctx.db, business.userId),
              ],
            };
          },
          examples: EXAMPLES,
          multipart: ['POST /api/applicant/{jobId}/apply'],
        };
        const routes = documentedRoutes(ctx.app);
        expect(routes.length).toBeGreaterThanOrEqual(40);
        const failures: Array<{ route: string } & FuzzFailure> = [];
        const tallies: Record<string, FuzzTally> = {};
        const started = Date.now();
        for (const route of routes) {
          const name = `${route.method} ${route.path}`;
          tallies[name] = emptyTally();
          const failure = await fuzzRoute(ctx.app, route, context, RUNS_PER_ROUTE, tallies[name]);
          if (failure) failures.push({ route: name, ...failure });
        }
        if (REPORT_FILE) {
          const seconds = (Date.now() - started) / 1000;
          writeFileSync(`${REPORT_FILE}.${kind}.json`, JSON.stringify({ kind, seconds, tallies }));
        }
        expect(failures).toEqual([]);
      },
      // Generous for a busy machine: about 20 ms per request at most, never under 15 minutes.
      Math.max(15 * 60_000, RUNS_PER_ROUTE * 50 * 20),
    );
  },
);
