import { type JobSummary, companyPageSchema } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db';
import { bearer } from '../../testing/auth-testing';
import { signIn } from '../../testing/applicant-testing';
import {
  type TestBusiness,
  createApplicant,
  createApplication,
  createBusiness,
  createJob,
  createJobs,
} from '../../testing/factories';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';

const HOUR = 3_600_000;
const NOW = Date.now();
const hoursAgo = (hours: number) => new Date(NOW - hours * HOUR).toISOString();

/** An application made `hours` ago, first answered `answeredAfter` hours later (or never). */
async function applicationAnswered(
  db: Db,
  jobId: number,
  madeHoursAgo: number,
  answeredAfter: number | null,
) {
  const id = await createApplication(db, jobId, { created_at: hoursAgo(madeHoursAgo) });
  const history = [{ status: 'applied', at: madeHoursAgo }];
  if (answeredAfter !== null) {
    history.push({ status: 'shortlisted', at: madeHoursAgo - answeredAfter });
    // A later change is not the first: it moves nothing.
    history.push({ status: 'accepted', at: madeHoursAgo - answeredAfter - 1 });
  }
  await db
    .insertInto('application_status_history')
    .values(
      history.map(({ status, at }) => ({
        application_id: id,
        status,
        changed_by_user_id: null,
        changed_at: hoursAgo(at),
      })),
    )
    .execute();
  return id;
}

describe.each(testDatabaseKinds)('GET /api/companies/{id} on %s', (kind) => {
  const ctx = setupTestApp(kind);
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const companyOf = async (id: number, query = '') => {
    const res = await get(`/api/companies/${id}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return companyPageSchema.parse(res.json());
  };

  async function businessWithJobs(): Promise<{ business: TestBusiness; jobs: number[] }> {
    const business = await createBusiness(ctx.db, {
      business_name: 'Rose City Bakery',
      business_description: 'A neighbourhood bakery since 1998.',
      city: 'Salem',
    });
    const jobs = await createJobs(ctx.db, [
      { business, title: 'Counter help' },
      { business, title: 'Weekend baker' },
      { business, title: 'Draft job', status: 'draft', published_at: null },
      { business, title: 'Closed job', status: 'archived' },
    ]);
    return { business, jobs };
  }

  it('answers who the business is and its open jobs, newest first, each naming the company', async () => {
    const { business, jobs } = await businessWithJobs();
    await createJob(ctx.db, { title: 'Someone else’s job' });

    const company = await companyOf(business.userId);
    expect(company).toMatchObject({
      id: business.userId,
      name: 'Rose City Bakery',
      category: 'Retail',
      description: 'A neighbourhood bakery since 1998.',
      city: 'Salem',
      state: 'OR',
      active_job_count: 2,
      page: 1,
    });
    expect(company.jobs.map((job) => job.title)).toEqual(['Weekend baker', 'Counter help']);
    expect(company.jobs.map((job) => job.id)).toEqual([jobs[1], jobs[0]]);
    expect(company.jobs.every((job) => job.company_id === business.userId)).toBe(true);
  });

  it('names the company on every card of the job list and on the job’s details', async () => {
    const { business, jobs } = await businessWithJobs();
    const list = (await get('/api/jobs')).json<JobSummary[]>();
    expect(list.map((job) => job.company_id)).toEqual([business.userId, business.userId]);
    const search = (await get('/api/jobs?search=baker')).json<JobSummary[]>();
    expect(search.map((job) => job.company_id)).toEqual([business.userId]);
    const detail = (await get(`/api/jobs/${jobs[0]}`)).json<{ company: { id: number } }>();
    expect(detail.company.id).toBe(business.userId);
  });

  it('pages through many open jobs, twenty at a time', async () => {
    const business = await createBusiness(ctx.db);
    const ids = await createJobs(
      ctx.db,
      Array.from({ length: 21 }, (_, i) => ({ business, title: `Job ${i + 1}` })),
    );
    const first = await companyOf(business.userId);
    expect(first.active_job_count).toBe(21);
    expect(first.jobs).toHaveLength(20);
    expect(first.jobs[0]?.id).toBe(ids[20]);
    const second = await companyOf(business.userId, '?page=2');
    expect(second).toMatchObject({ page: 2, active_job_count: 21 });
    expect(second.jobs.map((job) => job.id)).toEqual([ids[0]]);
    expect((await companyOf(business.userId, '?page=3')).jobs).toEqual([]);
  });

  it('shows a business whose jobs have all closed, with none open', async () => {
    const business = await createBusiness(ctx.db);
    await createJob(ctx.db, { business, status: 'archived' });
    expect(await companyOf(business.userId)).toMatchObject({ active_job_count: 0, jobs: [] });
  });

  it('answers 404 for a business that has put no job on the board, an applicant and no one', async () => {
    const draftsOnly = await createBusiness(ctx.db);
    await createJob(ctx.db, { business: draftsOnly, status: 'draft', published_at: null });
    const noJobs = await createBusiness(ctx.db);
    const applicant = await createApplicant(ctx.db);
    for (const id of [draftsOnly.userId, noJobs.userId, applicant.userId, 999_999, 2_147_483_648]) {
      const res = await get(`/api/companies/${id}`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: 'Company not found' });
    }
  });

  it.each([
    ['/api/companies/abc', 'Company id must be a whole number', 'id'],
    ['/api/companies/0', 'Company id must be a whole number', 'id'],
    ['/api/companies/1?page=0', 'page must be 1 or more', 'page'],
    ['/api/companies/1?page=two', 'page must be a whole number', 'page'],
    ['/api/companies/1?page=10001', 'page must be 10,000 or less', 'page'],
  ])('answers %s with 400 and what is wrong', async (url, message, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, field });
  });

  it('says how quickly the business answers: the median time to a first change of status over the past year', async () => {
    const { business, jobs } = await businessWithJobs();
    const [counter, baker, , closed] = jobs as [number, number, number, number];
    await applicationAnswered(ctx.db, counter, 100, 2);
    await applicationAnswered(ctx.db, baker, 90, 30);
    // A closed job's applications count: the business answered them.
    await applicationAnswered(ctx.db, closed, 80, 10);
    await applicationAnswered(ctx.db, counter, 50, null);
    // Older than a year: left out.
    await applicationAnswered(ctx.db, counter, 400 * 24, 1000);
    // Another business's: left out.
    await applicationAnswered(ctx.db, await createJob(ctx.db), 10, 500);

    const { response_time } = await companyOf(business.userId);
    expect(response_time).toEqual({ median_hours: 10, answered: 3, received: 4 });
  });

  it('says nothing of a median over fewer than three answered applications', async () => {
    const { business, jobs } = await businessWithJobs();
    expect((await companyOf(business.userId)).response_time).toEqual({
      median_hours: null,
      answered: 0,
      received: 0,
    });
    await applicationAnswered(ctx.db, jobs[0] ?? 0, 20, 5);
    await applicationAnswered(ctx.db, jobs[0] ?? 0, 20, 7);
    await applicationAnswered(ctx.db, jobs[0] ?? 0, 20, null);
    expect((await companyOf(business.userId)).response_time).toEqual({
      median_hours: null,
      answered: 2,
      received: 3,
    });
  });

  it('counts a status the business changes through the API as its answer', async () => {
    const { business, jobs } = await businessWithJobs();
    const token = await signIn(ctx.db, business.userId);
    for (let i = 0; i < 3; i++) {
      const application = await createApplication(ctx.db, jobs[0] ?? 0);
      await ctx.db
        .insertInto('application_status_history')
        .values({
          application_id: application,
          status: 'applied',
          changed_by_user_id: null,
          changed_at: new Date().toISOString(),
        })
        .execute();
      const moved = await ctx.app.inject({
        method: 'POST',
        url: `/api/business/applications/${application}/status`,
        headers: bearer(token),
        payload: { status: 'shortlisted' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const { response_time } = await companyOf(business.userId);
    expect(response_time).toMatchObject({ answered: 3, received: 3 });
    expect(response_time.median_hours).toBeLessThan(1);
  });
});
