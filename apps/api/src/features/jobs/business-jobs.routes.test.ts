import { type JobDetail, jobDetailSchema } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { createApplication } from '../../testing/factories';
import { expectRoleOnly } from '../../testing/http-testing';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { bearer, registerApplicant, registerBusiness } from '../../testing/auth-testing';
import {
  DEADLINE_AHEAD,
  jobPayload,
  postJob,
  publicJobIds,
} from '../../testing/business-jobs-testing';

describe.each(testDatabaseKinds)('posting and managing jobs on %s', (kind) => {
  const ctx = setupTestApp(kind);

  const getJob = (id: number, token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/jobs/${id}`,
      headers: token ? bearer(token) : {},
    });
  const putJob = (id: number | string, token: string | undefined, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/jobs/${id}`,
      headers: token ? bearer(token) : {},
      payload,
    });
  const deleteJob = (id: number | string, token?: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/jobs/${id}`,
      headers: token ? bearer(token) : {},
    });

  it('saves a draft with every field of the payload, the company from the profile', async () => {
    const business = await registerBusiness(ctx.app, { business_name: 'Rose City Bakery' });
    const job = jobDetailSchema.parse(await postJob(ctx.app, business.access_token));
    expect(job).toMatchObject({
      title: 'Weekend Barista',
      status: 'draft',
      posted_date: null,
      company: { name: 'Rose City Bakery', address: '12 Oak St, Portland, OR 97201' },
      location: { street: '12 Oak St, Unit B', city: 'Portland', state: 'OR', zip: '97201' },
      job_type: ['part-time'],
      tags: ['Part-time', 'Restaurant', 'In-person'],
      business_category: 'Restaurant',
      work_format: 'in-person',
      minimum_age_required: 16,
      key_responsibilities: ['Make espresso drinks', 'Keep the counter clean'],
      requirements_qualifications: ['Friendly attitude'],
      offerings: ['Free coffee'],
      compensation_type: 'hour',
      compensation_amount: 16.5,
      job_details: {
        category: 'Restaurant',
        compensation: '$16.50 per hour',
        schedule: 'Saturdays and Sundays',
        duration: 'Summer',
      },
      application_deadline: DEADLINE_AHEAD,
      contact_email: 'jobs@bakery.test',
      high_school_students_welcome: true,
      after_school_hours_available: false,
      previous_experience_required: false,
      // Marked as its owner's, as GET /api/jobs/{id} marks it for them.
      is_owner: true,
    });
    expect(await publicJobIds(ctx.app)).not.toContain(job.id);
    const edited = await putJob(job.id, business.access_token, jobPayload({ title: 'Barista' }));
    expect(edited.json()).toMatchObject({ title: 'Barista', is_owner: true });
  });

  it('publishes at once with save_and_publish, and a job without an action is a draft', async () => {
    const business = await registerBusiness(ctx.app);
    const published = await postJob(ctx.app, business.access_token, {
      action: 'save_and_publish',
    });
    expect(published.status).toBe('active');
    expect(Date.parse(published.posted_date ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const unsaid = await postJob(ctx.app, business.access_token, { action: undefined });
    expect(unsaid.status).toBe('draft');
    expect(await publicJobIds(ctx.app)).toEqual([published.id]);
  });

  it('refuses to put on the board a job whose deadline has passed; a draft may keep it', async () => {
    const business = await registerBusiness(ctx.app);
    const passed = { application_deadline: '2020-01-31' };
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs/',
      headers: bearer(business.access_token),
      payload: jobPayload({ ...passed, action: 'save_and_publish' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'This day has passed. Choose today or a later day, or leave the deadline empty.',
      field: 'application_deadline',
    });
    expect(await publicJobIds(ctx.app)).toEqual([]);

    const draft = await postJob(ctx.app, business.access_token, passed);
    expect(draft).toMatchObject({ status: 'draft', application_deadline: '2020-01-31' });
    const publish = await putJob(draft.id, business.access_token, {
      ...jobPayload(passed),
      action: 'save_and_publish',
    });
    expect(publish.statusCode).toBe(400);
    expect(publish.json()).toMatchObject({ field: 'application_deadline' });
    const fixed = await putJob(draft.id, business.access_token, {
      ...jobPayload(),
      action: 'save_and_publish',
    });
    expect(fixed.json()).toMatchObject({ status: 'active', application_deadline: DEADLINE_AHEAD });
  });

  it('refuses to post for an applicant (403) and without a token (401)', async () => {
    const applicant = await registerApplicant(ctx.app);
    await expectRoleOnly(
      ctx.app,
      { method: 'POST', url: '/api/jobs/', payload: jobPayload() },
      applicant.access_token,
    );
  });

  it.each([
    ['title', { title: '  ' }, 'Job title is required'],
    ['job_type', { job_type: [] }, 'Select a job type'],
    ['job_type.0', { job_type: ['astronaut'] }, 'Select a job type'],
    ['business_category', { business_category: '' }, 'Select a category'],
    ['work_format', { work_format: 'remote-ish' }, 'Select a work format'],
    ['minimum_age_required', { minimum_age_required: 13 }, 'Select minimum age'],
    ['location_street', { location_street: '' }, 'Address is required'],
    ['location_city', { location_city: '' }, 'City is required'],
    ['location_state', { location_state: 'ZZ' }, 'Select state'],
    ['location_zip', { location_zip: '9720' }, 'Enter a valid ZIP'],
    ['contact_email', { contact_email: 'jobs at bakery' }, 'Enter a valid email'],
    ['description', { description: '' }, 'Job description is required'],
  ])('refuses a payload with a bad %s with the job form message', async (field, bad, message) => {
    const business = await registerBusiness(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs/',
      headers: bearer(business.access_token),
      payload: jobPayload(bad),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, field });
    expect(await publicJobIds(ctx.app)).toEqual([]);
  });

  it('refuses a body that is not JSON object data with 400, not 500', async () => {
    const business = await registerBusiness(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs/',
      headers: { ...bearer(business.access_token), 'content-type': 'application/json' },
      payload: '[1, 2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });

  it('lets only its business read a draft or archived job in full', async () => {
    const owner = await registerBusiness(ctx.app);
    const other = await registerBusiness(ctx.app);
    const applicant = await registerApplicant(ctx.app);
    const draft = await postJob(ctx.app, owner.access_token);

    const own = await getJob(draft.id, owner.access_token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.json<JobDetail>()).toMatchObject({ id: draft.id, status: 'draft' });

    for (const token of [other.access_token, applicant.access_token, undefined]) {
      const res = await getJob(draft.id, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Job not found' });
    }
  });

  it('updates its own job; draft takes it off the board, publish puts it back', async () => {
    const business = await registerBusiness(ctx.app);
    const job = await postJob(ctx.app, business.access_token, { action: 'save_and_publish' });

    const kept = await putJob(job.id, business.access_token, {
      ...jobPayload({ title: 'Weekend Barista (mornings)', job_type: ['seasonal'] }),
      action: undefined,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<JobDetail>()).toMatchObject({
      title: 'Weekend Barista (mornings)',
      job_type: ['seasonal'],
      status: 'active',
      posted_date: job.posted_date,
    });
    const board = await ctx.app.inject({ method: 'GET', url: '/api/jobs/?job_type=seasonal' });
    expect(board.json<{ id: number }[]>().map((j) => j.id)).toEqual([job.id]);

    const drafted = await putJob(job.id, business.access_token, jobPayload({ action: 'draft' }));
    expect(drafted.json<JobDetail>().status).toBe('draft');
    expect(await publicJobIds(ctx.app)).toEqual([]);

    const again = await putJob(
      job.id,
      business.access_token,
      jobPayload({ action: 'save_and_publish' }),
    );
    expect(again.json<JobDetail>()).toMatchObject({
      status: 'active',
      posted_date: job.posted_date,
    });
    expect(await publicJobIds(ctx.app)).toEqual([job.id]);
  });

  it('refuses an update with the job form message and keeps the job unchanged', async () => {
    const business = await registerBusiness(ctx.app);
    const job = await postJob(ctx.app, business.access_token);
    const res = await putJob(job.id, business.access_token, jobPayload({ location_zip: 'abc' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Enter a valid ZIP', field: 'location_zip' });
    const stored = await getJob(job.id, business.access_token);
    expect(stored.json<JobDetail>().location.zip).toBe('97201');
  });

  it('keeps other businesses out: 404 for a job the public cannot see, 403 for a public one', async () => {
    const owner = await registerBusiness(ctx.app);
    const other = await registerBusiness(ctx.app);
    const draft = await postJob(ctx.app, owner.access_token);
    const active = await postJob(ctx.app, owner.access_token, { action: 'save_and_publish' });
    const changed = jobPayload({ title: 'Hijacked' });

    expect((await putJob(draft.id, other.access_token, changed)).statusCode).toBe(404);
    expect((await deleteJob(draft.id, other.access_token)).statusCode).toBe(404);
    const put = await putJob(active.id, other.access_token, changed);
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ message: 'You can only change jobs your business posted.' });
    expect((await deleteJob(active.id, other.access_token)).statusCode).toBe(403);

    const titles = await Promise.all(
      [draft.id, active.id].map(
        async (id) => (await getJob(id, owner.access_token)).json<JobDetail>().title,
      ),
    );
    expect(titles).toEqual(['Weekend Barista', 'Weekend Barista']);
  });

  it('refuses changes from an applicant (403) and without a token (401)', async () => {
    const owner = await registerBusiness(ctx.app);
    const applicant = await registerApplicant(ctx.app);
    const job = await postJob(ctx.app, owner.access_token, { action: 'save_and_publish' });
    expect((await putJob(job.id, applicant.access_token, jobPayload())).statusCode).toBe(403);
    expect((await deleteJob(job.id, applicant.access_token)).statusCode).toBe(403);
    expect((await putJob(job.id, undefined, jobPayload())).statusCode).toBe(401);
    expect((await deleteJob(job.id)).statusCode).toBe(401);
  });

  it('answers 404 for unknown ids and 400 for ids that are not numbers', async () => {
    const business = await registerBusiness(ctx.app);
    expect((await putJob(999_999, business.access_token, jobPayload())).statusCode).toBe(404);
    expect((await deleteJob('99999999999999', business.access_token)).statusCode).toBe(404);
    const bad = await deleteJob('abc', business.access_token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Job id must be a whole number' });
  });

  it('deletes its job; its applications stay with the applicants, the job shown as removed', async () => {
    const business = await registerBusiness(ctx.app);
    const job = await postJob(ctx.app, business.access_token, { action: 'save_and_publish' });
    const applicationId = await createApplication(ctx.db, job.id);

    const res = await deleteJob(job.id, business.access_token);
    expect(res.statusCode).toBe(204);
    expect((await getJob(job.id, business.access_token)).statusCode).toBe(404);
    expect(await publicJobIds(ctx.app)).toEqual([]);
    const application = await ctx.db
      .selectFrom('applications')
      .select(['job_id', 'job_title', 'company_name'])
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(application).toEqual({
      job_id: null,
      job_title: 'Weekend Barista',
      company_name: job.company.name,
    });
  });
});
