import { type ApplicationListItem, applicationListItemSchema } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApplication, createBusiness, createJob } from '../../testing/factories';
import { expectRoleOnly } from '../../testing/http-testing';
import { conversationScene } from '../../testing/conversation-testing';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { auth, signedInApplicant, signedInBusiness } from '../../testing/applicant-testing';

describe.each(testDatabaseKinds)('GET /api/applicant/applications/my on %s', (kind) => {
  const ctx = setupTestApp(kind);

  const mine = async (token: string, query = '') => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/applicant/applications/my${query}`,
      headers: auth(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return {
      applications: z.array(applicationListItemSchema).parse(res.json()),
      total: Number(res.headers['x-total-count']),
    };
  };

  it('lists the applicant’s applications newest first, in SPEC shape', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const business = await createBusiness(ctx.db, { business_name: 'Powell Books' });
    const older = await createJob(ctx.db, { business, title: 'Shelf Helper' });
    const newer = await createJob(ctx.db, { business, title: 'Story Time Reader' });
    const first = await createApplication(ctx.db, older, {
      applicant,
      created_at: '2026-03-01T10:00:00.000Z',
    });
    const second = await createApplication(ctx.db, newer, {
      applicant,
      status: 'interview_scheduled',
      created_at: '2026-03-02T10:00:00.000Z',
    });

    const { applications, total } = await mine(applicant.token, '?skip=0&limit=20');
    expect(total).toBe(2);
    expect(applications).toEqual<ApplicationListItem[]>([
      {
        id: second,
        job_id: newer,
        job_title: 'Story Time Reader',
        company_name: 'Powell Books',
        applied_at: '2026-03-02T10:00:00.000Z',
        status: 'interview_scheduled',
        status_changed_at: '2026-03-02T10:00:00.000Z',
        interview: null,
        unread_messages: 0,
      },
      {
        id: first,
        job_id: older,
        job_title: 'Shelf Helper',
        company_name: 'Powell Books',
        applied_at: '2026-03-01T10:00:00.000Z',
        status: 'applied',
        status_changed_at: '2026-03-01T10:00:00.000Z',
        interview: null,
        unread_messages: 0,
      },
    ]);
  });

  it('says which applications have an interview in play and unread messages', async () => {
    const scene = await conversationScene(ctx.app);
    const proposed = await scene.propose();
    const sent = await scene.call(scene.business.access_token, '/messages', { body: 'Hi!' });
    expect(sent.statusCode).toBe(201);
    const listed = await mine(scene.applicant.access_token, '');
    expect(listed.applications[0]).toMatchObject({
      interview: { status: 'proposed', starts_at: null },
      unread_messages: 1,
    });
    await scene.accept(0);
    const after = await mine(scene.applicant.access_token, '');
    expect(after.applications[0]).toMatchObject({
      interview: { status: 'confirmed', starts_at: proposed.interview?.slots[0]?.starts_at },
      unread_messages: 0,
    });
  });

  it('keeps an application readable once its job is deleted, with job_id null', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const jobId = await createJob(ctx.db, { title: 'Gone Soon' });
    await createApplication(ctx.db, jobId, { applicant });
    await ctx.db.updateTable('applications').set({ job_id: null }).execute();
    await ctx.db.deleteFrom('jobs').where('id', '=', jobId).execute();

    const [application] = (await mine(applicant.token)).applications;
    expect(application).toMatchObject({ job_id: null, job_title: 'Gone Soon' });
  });

  it('pages with skip and limit (default 0 and 20) and refuses bad paging', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const business = await createBusiness(ctx.db);
    for (let day = 1; day <= 22; day++) {
      const jobId = await createJob(ctx.db, { business, title: `Job ${day}` });
      const stamp = `2026-04-${String(day).padStart(2, '0')}T09:00:00.000Z`;
      await createApplication(ctx.db, jobId, { applicant, created_at: stamp });
    }
    const firstPage = await mine(applicant.token);
    expect(firstPage.total).toBe(22);
    expect(firstPage.applications).toHaveLength(20);
    expect(firstPage.applications[0]?.job_title).toBe('Job 22');
    const rest = await mine(applicant.token, '?skip=20&limit=20');
    expect(rest.applications.map((a) => a.job_title)).toEqual(['Job 2', 'Job 1']);

    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/applicant/applications/my?skip=-1',
      headers: auth(applicant.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'skip must be 0 or more', field: 'skip' });
  });

  it("never shows another applicant's applications", async () => {
    const ada = await signedInApplicant(ctx.db);
    const ben = await signedInApplicant(ctx.db);
    await createApplication(ctx.db, await createJob(ctx.db), { applicant: ada });
    expect(await mine(ben.token)).toEqual({ applications: [], total: 0 });
    expect((await mine(ada.token)).total).toBe(1);
  });
});

describe.each(testDatabaseKinds)('GET /api/applicant/applications/job/{jobId} on %s', (kind) => {
  const ctx = setupTestApp(kind);
  const forJob = (token: string, jobId: number | string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/applicant/applications/job/${jobId}`,
      headers: auth(token),
    });

  it("answers the applicant's own application to the job, or null", async () => {
    const applicant = await signedInApplicant(ctx.db);
    const other = await signedInApplicant(ctx.db);
    const job = await createJob(ctx.db, { title: 'Shelf Helper' });
    const id = await createApplication(ctx.db, job, { applicant, status: 'shortlisted' });

    const mine = await forJob(applicant.token, job);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      application: expect.objectContaining({ id, job_id: job, status: 'shortlisted' }),
    });
    expect((await forJob(other.token, job)).json()).toEqual({ application: null });
    expect((await forJob(applicant.token, 99_999_999_999)).json()).toEqual({ application: null });
  });

  it('is for applicants only: 403 for a business, 401 without a session', async () => {
    const job = await createJob(ctx.db);
    const business = await signedInBusiness(ctx.db);
    await expectRoleOnly(
      ctx.app,
      { method: 'GET', url: `/api/applicant/applications/job/${job}` },
      business.token,
      'This page is for applicant accounts.',
    );
  });
});
