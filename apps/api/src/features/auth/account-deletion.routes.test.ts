import { ACCOUNT_MESSAGES, MESSAGES } from '@firstshift/domain';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db';
import { createApplication, createJob, createSavedSearch } from '../../testing/factories';
import { buildIsolatedApp, setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { bearer, postLogin, registerApplicant, registerBusiness } from '../../testing/auth-testing';
import { createGoogleApplicant } from './password-testing';

const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'firstshift-delete-'));
const NOW = new Date().toISOString();

/** Everything an applicant leaves behind: a resume on disk, an application, saved items… */
async function addApplicantActivity(db: Db, applicantId: number, jobId: number) {
  // A key as the store makes them: it removes nothing else.
  const storageKey = randomBytes(16).toString('hex');
  mkdirSync(path.join(DATA_DIR, 'uploads'), { recursive: true });
  writeFileSync(path.join(DATA_DIR, 'uploads', storageKey), '%PDF-1.4 resume');
  const file = await db
    .insertInto('files')
    .values({
      owner_user_id: applicantId,
      storage_key: storageKey,
      original_name: 'resume.pdf',
      content_type: 'application/pdf',
      size_bytes: 15,
      created_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const applicationId = await createApplication(db, jobId, {
    applicant: { userId: applicantId },
    created_at: NOW,
    resume_file_id: file.id,
  });
  await db
    .insertInto('application_status_history')
    .values({
      application_id: applicationId,
      status: 'applied',
      changed_by_user_id: applicantId,
      changed_at: NOW,
    })
    .execute();
  await db
    .insertInto('favourites')
    .values({ applicant_id: applicantId, job_id: jobId, created_at: NOW })
    .execute();
  const searchId = await createSavedSearch(db, applicantId, {
    name: 'Weekend jobs',
    filters: '{}',
    last_checked_at: NOW,
  });
  await db
    .insertInto('job_alerts')
    .values({
      saved_search_id: searchId,
      applicant_id: applicantId,
      job_id: jobId,
      created_at: NOW,
      seen_at: null,
      mailed_at: null,
    })
    .execute();
  await db
    .insertInto('notifications')
    .values({
      user_id: applicantId,
      kind: 'application',
      title: 'Applied',
      body: 'You applied',
      link: null,
      read_at: null,
      created_at: NOW,
    })
    .execute();
  await db
    .insertInto('notification_settings')
    .values({
      user_id: applicantId,
      new_job_matches: 1,
      application_updates: 1,
      interview_reminders: 1,
      weekly_summary: 0,
      last_weekly_summary_at: null,
      updated_at: NOW,
    })
    .execute();
  return { storageKey, applicationId };
}

const OWNED_BY_USER = [
  ['sessions', 'user_id'],
  ['applicant_profiles', 'user_id'],
  ['business_profiles', 'user_id'],
  ['password_reset_tokens', 'user_id'],
  ['notifications', 'user_id'],
  ['notification_settings', 'user_id'],
  ['files', 'owner_user_id'],
  ['applications', 'applicant_id'],
  ['favourites', 'applicant_id'],
  ['saved_searches', 'applicant_id'],
  ['job_alerts', 'applicant_id'],
  ['jobs', 'business_id'],
] as const;

async function rowsOwnedBy(db: Db, userId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, column] of OWNED_BY_USER) {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', userId)
      .executeTakeFirstOrThrow();
    counts[table] = n;
  }
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).execute();
  counts.users = user.length;
  return counts;
}

const nothing = Object.fromEntries([...OWNED_BY_USER.map(([t]) => [t, 0]), ['users', 0]]);

describe.each(testDatabaseKinds)('delete account on %s', (kind) => {
  const ctx = setupTestApp(kind, { env: { DATA_DIR } });

  const remove = (token: string | undefined, payload?: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });

  it('asks for a session', async () => {
    expect((await remove(undefined, { password: 'secret123' })).statusCode).toBe(401);
  });

  it('asks for the right password', async () => {
    const applicant = await registerApplicant(ctx.app);
    const wrong = await remove(applicant.access_token, { password: 'wrong-pass1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.passwordIncorrect,
      field: 'password',
    });
    const missing = await remove(applicant.access_token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: MESSAGES.passwordRequired, field: 'password' });
    expect((await rowsOwnedBy(ctx.db, applicant.user_id)).users).toBe(1);
  });

  it("removes an applicant and all that is theirs, and nobody else's", async () => {
    const business = await registerBusiness(ctx.app);
    const jobId = await createJob(ctx.db, {
      business: { userId: business.user_id, businessName: 'Rose City Bakery' },
    });
    const applicant = await registerApplicant(ctx.app);
    const other = await registerApplicant(ctx.app);
    const mine = await addApplicantActivity(ctx.db, applicant.user_id, jobId);
    const theirs = await addApplicantActivity(ctx.db, other.user_id, jobId);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: applicant.email },
    });
    const otherBefore = await rowsOwnedBy(ctx.db, other.user_id);

    const res = await remove(applicant.access_token, { password: 'secret123' });
    expect(res.statusCode, res.body).toBe(204);

    expect(await rowsOwnedBy(ctx.db, applicant.user_id)).toEqual(nothing);
    expect(await rowsOwnedBy(ctx.db, other.user_id)).toEqual(otherBefore);
    const history = await ctx.db
      .selectFrom('application_status_history')
      .select('application_id')
      .execute();
    expect(history).toEqual([{ application_id: theirs.applicationId }]);
    expect(existsSync(path.join(DATA_DIR, 'uploads', mine.storageKey))).toBe(false);
    expect(existsSync(path.join(DATA_DIR, 'uploads', theirs.storageKey))).toBe(true);
    const job = await ctx.db
      .selectFrom('jobs')
      .select('applicants_count')
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(job.applicants_count).toBe(1);
    expect(
      await ctx.db
        .selectFrom('mail_outbox')
        .where('recipient', '=', applicant.email)
        .selectAll()
        .execute(),
    ).toEqual([]);

    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user_details',
      headers: bearer(applicant.access_token),
    });
    expect(session.statusCode).toBe(401);
    const login = await postLogin(ctx.app, applicant.email);
    expect(login.statusCode).toBe(401);
  });

  it("removes a business's jobs and keeps the applications to them readable", async () => {
    const business = await registerBusiness(ctx.app, { business_name: 'Rose City Bakery' });
    const owner = { userId: business.user_id, businessName: 'Rose City Bakery' };
    const jobId = await createJob(ctx.db, { business: owner, title: 'Barista' });
    await createJob(ctx.db, { business: owner, status: 'draft' });
    const otherJob = await createJob(ctx.db);
    const applicant = await registerApplicant(ctx.app);
    const activity = await addApplicantActivity(ctx.db, applicant.user_id, jobId);

    const res = await remove(business.access_token, { password: 'secret123' });
    expect(res.statusCode, res.body).toBe(204);

    expect(await rowsOwnedBy(ctx.db, business.user_id)).toEqual(nothing);
    const application = await ctx.db
      .selectFrom('applications')
      .select(['job_id', 'job_title', 'company_name', 'resume_file_id'])
      .where('id', '=', activity.applicationId)
      .executeTakeFirstOrThrow();
    expect(application).toEqual({
      job_id: null,
      job_title: 'Barista',
      company_name: 'Rose City Bakery',
      resume_file_id: expect.any(Number),
    });
    expect(await ctx.db.selectFrom('favourites').selectAll().execute()).toEqual([]);
    expect(await ctx.db.selectFrom('job_alerts').selectAll().execute()).toEqual([]);
    const jobs = await ctx.db.selectFrom('jobs').select('id').execute();
    expect(jobs).toEqual([{ id: otherJob }]);
    expect((await rowsOwnedBy(ctx.db, applicant.user_id)).applications).toBe(1);
  });

  it('deletes an account made with Google without a password', async () => {
    const google = await createGoogleApplicant(ctx.db);
    const res = await remove(google.token);
    expect(res.statusCode, res.body).toBe(204);
    expect(await rowsOwnedBy(ctx.db, google.id)).toEqual(nothing);
  });
});

describe.each(testDatabaseKinds)('delete account and the public job cache on %s', (kind) => {
  it("stops showing a deleted business's jobs at once", async () => {
    const { app, database } = await buildIsolatedApp(kind, { env: { PUBLIC_CACHE_SECONDS: '60' } });
    const business = await registerBusiness(app);
    const jobId = await createJob(database.db, {
      business: { userId: business.user_id, businessName: 'Rose City Bakery' },
    });
    expect((await app.inject({ method: 'GET', url: `/api/jobs/${jobId}` })).statusCode).toBe(200);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: bearer(business.access_token),
      payload: { password: 'secret123' },
    });
    expect(res.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/api/jobs/${jobId}` })).statusCode).toBe(404);
  });
});
