import { type BusinessDashboard, businessDashboardSchema } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { createApplication, createBusiness, createJob } from '../../testing/factories';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { expectRoleOnly, readOk } from '../../testing/http-testing';
import { bearer, registerApplicant, registerBusiness } from '../../testing/auth-testing';
import { DEADLINE_AHEAD, postJob, publicJobIds } from '../../testing/business-jobs-testing';
import { businessDashboard, startOfMonth } from './dashboard.repository';

describe.each(testDatabaseKinds)('business dashboard on %s', (kind) => {
  const ctx = setupTestApp(kind);

  const dashboard = (token: string): Promise<BusinessDashboard> =>
    readOk(ctx.app, '/api/dashboard/', token, businessDashboardSchema);
  const archiveAction = (action: 'archive' | 'unarchive', id: number, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/jobs/${id}/${action}`,
      headers: token ? bearer(token) : {},
    });

  it('starts empty, with every metric at 0', async () => {
    const business = await registerBusiness(ctx.app);
    // The schema names every metric; each is 0.
    const { metrics, jobs } = await dashboard(business.access_token);
    expect(Object.values(metrics)).toEqual([0, 0, 0, 0]);
    expect(jobs).toEqual([]);
  });

  it("lists the business's jobs in every status, and no one else's", async () => {
    const business = await registerBusiness(ctx.app);
    const draft = await postJob(ctx.app, business.access_token, { title: 'Draft job' });
    const active = await postJob(ctx.app, business.access_token, {
      title: 'Active job',
      action: 'save_and_publish',
    });
    await createJob(ctx.db, { title: 'Somebody else' });

    const { jobs } = await dashboard(business.access_token);
    expect(jobs.map((job) => [job.title, job.status])).toEqual([
      ['Active job', 'active'],
      ['Draft job', 'draft'],
    ]);
    expect(jobs[0]).toEqual({
      id: active.id,
      title: 'Active job',
      location_city: 'Portland',
      location_state: 'OR',
      location_zip: '97201',
      posted_date: active.posted_date,
      job_type: ['part-time'],
      business_category: 'Restaurant',
      description: 'Make coffee and greet our regulars.',
      applicants: 0,
      new_applications: 0,
      status: 'active',
      application_deadline: DEADLINE_AHEAD,
      updated_at: expect.any(String),
    });
    expect(jobs[1]).toMatchObject({ id: draft.id, posted_date: null });
  });

  it('computes the metrics from the applications', async () => {
    const business = await createBusiness(ctx.db);
    const now = new Date();
    const lastMonth = new Date(Date.parse(startOfMonth(now)) - 24 * 3600 * 1000).toISOString();
    const first = await createJob(ctx.db, { business });
    const second = await createJob(ctx.db, { business });
    const archived = await createJob(ctx.db, { business, status: 'archived' });
    await createJob(ctx.db, { business, status: 'draft' });
    await createApplication(ctx.db, first, { created_at: lastMonth, status: 'shortlisted' });
    await createApplication(ctx.db, first, { created_at: lastMonth });
    await createApplication(ctx.db, first, { status: 'rejected' });
    await createApplication(ctx.db, second);
    await createApplication(ctx.db, archived, { status: 'interview_scheduled' });
    await createApplication(ctx.db, archived);
    await createApplication(ctx.db, archived);
    await createApplication(ctx.db, archived, { status: 'accepted' });
    // Another business's applications count for that business only.
    await createApplication(ctx.db, await createJob(ctx.db), { status: 'accepted' });

    // The business has opened one of the first job's applications.
    const opened = await createApplication(ctx.db, first, { status: 'shortlisted' });
    await ctx.db
      .updateTable('applications')
      .set({ business_viewed_at: now.toISOString() })
      .where('id', '=', opened)
      .execute();

    const dashboard = await businessDashboard(ctx.db, business.userId, now);
    expect(dashboard.metrics).toEqual({
      active_jobs: 2,
      total_applications: 9,
      new_applications_this_month: 7,
      // Shortlisted (2), rejected, interview scheduled and accepted: 5 of 9 have an answer.
      average_response_rate: 56,
    });
    // Each job's own numbers: its applications, and those the business has not opened.
    const numbers = new Map(
      dashboard.jobs.map((job) => [job.id, [job.applicants, job.new_applications]]),
    );
    expect(numbers.get(first)?.[1]).toBe(3);
    expect(numbers.get(second)?.[1]).toBe(1);
    expect(numbers.get(archived)?.[1]).toBe(4);
    expect(dashboard.jobs).toHaveLength(4);
  });

  it('rounds the response rate to a whole percent', async () => {
    const business = await createBusiness(ctx.db);
    const job = await createJob(ctx.db, { business });
    await createApplication(ctx.db, job, { status: 'shortlisted' });
    await createApplication(ctx.db, job);
    await createApplication(ctx.db, job);
    const { metrics } = await businessDashboard(ctx.db, business.userId);
    expect(metrics.average_response_rate).toBe(33);
  });

  it('answers the dashboard over HTTP with the job rows and their applicant counts', async () => {
    const business = await registerBusiness(ctx.app);
    const job = await postJob(ctx.app, business.access_token, { action: 'save_and_publish' });
    await createApplication(ctx.db, job.id);
    await createApplication(ctx.db, job.id, { status: 'accepted' });
    const { metrics, jobs } = await dashboard(business.access_token);
    expect(metrics).toEqual({
      active_jobs: 1,
      total_applications: 2,
      new_applications_this_month: 2,
      average_response_rate: 50,
    });
    expect(jobs.map((j) => [j.applicants, j.new_applications])).toEqual([[2, 2]]);
  });

  it('refuses the dashboard to an applicant (403) and without a token (401)', async () => {
    const applicant = await registerApplicant(ctx.app);
    await expectRoleOnly(
      ctx.app,
      { method: 'GET', url: '/api/dashboard/' },
      applicant.access_token,
      'This page is for business accounts.',
    );
  });

  it('archives a job off the board and brings it back listed anew', async () => {
    const business = await registerBusiness(ctx.app);
    const job = await postJob(ctx.app, business.access_token, { action: 'save_and_publish' });

    const archived = await archiveAction('archive', job.id, business.access_token);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ id: job.id, status: 'archived' });
    expect(await publicJobIds(ctx.app)).toEqual([]);
    const { metrics } = await dashboard(business.access_token);
    expect(metrics.active_jobs).toBe(0);

    const again = await archiveAction('archive', job.id, business.access_token);
    expect(again.json()).toMatchObject({ status: 'archived' });

    const back = await archiveAction('unarchive', job.id, business.access_token);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id: job.id, status: 'active' });
    expect(Date.parse(back.json<{ posted_date: string }>().posted_date)).toBeGreaterThanOrEqual(
      Date.parse(job.posted_date ?? ''),
    );
    expect(await publicJobIds(ctx.app)).toEqual([job.id]);
  });

  it('brings back a job closed on its deadline without the deadline that passed', async () => {
    const business = await registerBusiness(ctx.app);
    const job = await postJob(ctx.app, business.access_token, { action: 'save_and_publish' });
    // Its deadline passed and the housekeeping archived it.
    await ctx.db
      .updateTable('jobs')
      .set({ application_deadline: '2020-01-31', status: 'archived' })
      .where('id', '=', job.id)
      .execute();

    const closed = (await dashboard(business.access_token)).jobs[0];
    expect(closed).toMatchObject({ status: 'archived', application_deadline: '2020-01-31' });
    const back = await archiveAction('unarchive', job.id, business.access_token);
    expect(back.json()).toMatchObject({ id: job.id, status: 'active', application_deadline: null });
    const stored = await ctx.db
      .selectFrom('jobs')
      .select('application_deadline')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(stored.application_deadline).toBeNull();
    expect(await publicJobIds(ctx.app)).toEqual([job.id]);
  });

  it('brings an archived draft back as a draft, never onto the board', async () => {
    const business = await registerBusiness(ctx.app);
    const draft = await postJob(ctx.app, business.access_token);
    await archiveAction('archive', draft.id, business.access_token);
    const back = await archiveAction('unarchive', draft.id, business.access_token);
    expect(back.json()).toMatchObject({ status: 'draft', posted_date: null });
    expect(await publicJobIds(ctx.app)).toEqual([]);
  });

  it('keeps others out of archiving: other business 404 or 403, applicant 403, no token 401', async () => {
    const owner = await registerBusiness(ctx.app);
    const other = await registerBusiness(ctx.app);
    const applicant = await registerApplicant(ctx.app);
    const draft = await postJob(ctx.app, owner.access_token);
    const active = await postJob(ctx.app, owner.access_token, { action: 'save_and_publish' });

    for (const action of ['archive', 'unarchive'] as const) {
      expect((await archiveAction(action, draft.id, other.access_token)).statusCode).toBe(404);
      expect((await archiveAction(action, active.id, other.access_token)).statusCode).toBe(403);
      expect((await archiveAction(action, active.id, applicant.access_token)).statusCode).toBe(403);
      expect((await archiveAction(action, active.id)).statusCode).toBe(401);
      expect((await archiveAction(action, 424_242, owner.access_token)).statusCode).toBe(404);
    }
    expect((await dashboard(owner.access_token)).jobs.map((job) => job.status)).toEqual([
      'active',
      'draft',
    ]);
  });
});
