import {
  type FavouritesResponse,
  type JobSummary,
  favouritesResponseSchema,
} from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { createBusiness, createJob } from '../../testing/factories';
import { buildQueryCountingApp, setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { expectBadInput, readOk } from '../../testing/http-testing';
import { auth, signedInApplicant, signedInBusiness } from '../../testing/applicant-testing';
import { addFavourite } from './favourites.repository';

describe.each(testDatabaseKinds)('favourites on %s', (kind) => {
  const ctx = setupTestApp(kind);

  const toggle = (token: string, jobId: number | string, on: boolean | string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/applicant/${jobId}/favourite?is_favourite=${on}`,
      headers: auth(token),
    });
  const favourites = (token: string, query = ''): Promise<FavouritesResponse> =>
    readOk(ctx.app, `/api/applicant/favourites${query}`, token, favouritesResponseSchema);
  const search = async (headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/jobs/', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<JobSummary[]>();
  };

  it('answers 404 when the job is deleted between the check and the save', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const business = await createBusiness(ctx.db);
    const jobId = await createJob(ctx.db, { business });
    // As a business's delete lands after the route found the job on the board.
    await ctx.db.deleteFrom('jobs').where('id', '=', jobId).execute();
    await expect(addFavourite(ctx.db, applicant.userId, jobId)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Job not found',
    });
    expect((await favourites(applicant.token)).total).toBe(0);
  });

  it('saves a job once however often it is favourited, lists it in SPEC shape, and forgets it', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const business = await createBusiness(ctx.db, { business_name: 'Powell Books' });
    const jobId = await createJob(ctx.db, {
      business,
      title: 'Shelf Helper',
      job_types: ['volunteer'],
      compensation_type: 'stipend',
      compensation_amount: 100,
      application_deadline: '2099-01-31',
    });

    for (let i = 0; i < 2; i++) {
      const res = await toggle(applicant.token, jobId, true);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ job_id: jobId, is_favourite: true });
    }
    expect(await favourites(applicant.token)).toEqual({
      favourites: [
        {
          id: jobId,
          title: 'Shelf Helper',
          company: 'Powell Books',
          location_city: 'Portland',
          location_state: 'OR',
          posted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
          job_type: ['volunteer'],
          compensation_type: 'stipend',
          compensation_amount: 100,
          deadline: '2099-01-31',
          is_favourite: true,
          is_open: true,
        },
      ],
      total: 1,
    });

    for (let i = 0; i < 2; i++) {
      const res = await toggle(applicant.token, jobId, false);
      expect(res.json()).toEqual({ job_id: jobId, is_favourite: false });
    }
    expect(await favourites(applicant.token)).toEqual({ favourites: [], total: 0 });
  });

  it('pages favourites, most recently saved first, with the total of all of them', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const business = await createBusiness(ctx.db);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push(await createJob(ctx.db, { business, title: `Job ${i}` }));
    for (const id of ids) expect((await toggle(applicant.token, id, true)).statusCode).toBe(200);

    const first = await favourites(applicant.token, '?skip=0&limit=2');
    expect(first.total).toBe(3);
    expect(first.favourites).toHaveLength(2);
    const second = await favourites(applicant.token, '?skip=2&limit=2');
    expect(second.total).toBe(3);
    const listed = [...first.favourites, ...second.favourites].map((job) => job.id);
    expect([...listed].sort()).toEqual([...ids].sort());
    expect((await favourites(applicant.token)).favourites).toHaveLength(3);
  });

  it('saves only active jobs, and keeps a saved job listed as closed while it is archived', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const draft = await createJob(ctx.db, { status: 'draft' });
    const archived = await createJob(ctx.db, { status: 'archived' });
    for (const id of [draft, archived, 999_999, 99_999_999_999]) {
      const res = await toggle(applicant.token, id, true);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Job not found' });
    }
    expect((await toggle(applicant.token, 99_999_999_999, false)).statusCode).toBe(200);

    const live = await createJob(ctx.db, { title: 'Gift Wrapper' });
    await toggle(applicant.token, live, true);
    await ctx.db.updateTable('jobs').set({ status: 'archived' }).where('id', '=', live).execute();
    const closed = await favourites(applicant.token);
    expect(closed.total).toBe(1);
    expect(closed.favourites).toMatchObject([
      { id: live, title: 'Gift Wrapper', is_favourite: true, is_open: false },
    ]);
    // Closed, it can still be taken off the list.
    expect((await toggle(applicant.token, live, false)).statusCode).toBe(200);
    expect(await favourites(applicant.token)).toEqual({ favourites: [], total: 0 });

    await toggle(applicant.token, await createJob(ctx.db), true);
    const reopened = await createJob(ctx.db);
    await toggle(applicant.token, reopened, true);
    await ctx.db
      .updateTable('jobs')
      .set({ status: 'archived' })
      .where('id', '=', reopened)
      .execute();
    await ctx.db.updateTable('jobs').set({ status: 'active' }).where('id', '=', reopened).execute();
    const listed = await favourites(applicant.token);
    expect(listed.total).toBe(2);
    expect(listed.favourites.map((job) => job.is_open)).toEqual([true, true]);
  });

  it('answers 400 with the field for a bad job id or is_favourite value', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const jobId = await createJob(ctx.db);
    expectBadInput(await toggle(applicant.token, 'abc', true), {
      message: 'Invalid job ID.',
      field: 'jobId',
    });
    expectBadInput(await toggle(applicant.token, jobId, 'maybe'), {
      message: 'is_favourite must be true or false',
      field: 'is_favourite',
    });
    const badPage = await ctx.app.inject({
      method: 'GET',
      url: '/api/applicant/favourites?limit=0',
      headers: auth(applicant.token),
    });
    expectBadInput(badPage, { field: 'limit' });
  });

  it("never shows or changes another applicant's favourites", async () => {
    const ada = await signedInApplicant(ctx.db);
    const ben = await signedInApplicant(ctx.db);
    const jobId = await createJob(ctx.db);
    await toggle(ada.token, jobId, true);

    expect(await favourites(ben.token)).toEqual({ favourites: [], total: 0 });
    await toggle(ben.token, jobId, false);
    expect((await favourites(ada.token)).total).toBe(1);
    const [forBen] = await search(auth(ben.token));
    expect(forBen?.is_favourite).toBe(false);
  });

  it("says whether the applicant saved one job, never another applicant's, to an applicant only", async () => {
    const ada = await signedInApplicant(ctx.db);
    const ben = await signedInApplicant(ctx.db);
    const business = await signedInBusiness(ctx.db);
    const jobId = await createJob(ctx.db);
    const saved = (token: string, id: number | string = jobId) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/applicant/${id}/favourite`,
        headers: auth(token),
      });

    expect((await saved(ada.token)).json()).toEqual({ job_id: jobId, is_favourite: false });
    await toggle(ada.token, jobId, true);
    expect((await saved(ada.token)).json()).toEqual({ job_id: jobId, is_favourite: true });
    expect((await saved(ben.token)).json()).toEqual({ job_id: jobId, is_favourite: false });
    // Archived, it is off the board and out of the list: not a favourite to show.
    await ctx.db.updateTable('jobs').set({ status: 'archived' }).where('id', '=', jobId).execute();
    expect((await saved(ada.token)).json()).toEqual({ job_id: jobId, is_favourite: false });
    expect((await saved(ada.token, 2 ** 40)).json()).toEqual({
      job_id: 2 ** 40,
      is_favourite: false,
    });

    expectBadInput(await saved(ada.token, 'abc'), { message: 'Invalid job ID.', field: 'jobId' });
    expect((await saved(business.token)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/applicant/${jobId}/favourite`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('marks favourites on job search results for an applicant only', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const business = await createBusiness(ctx.db);
    const saved = await createJob(ctx.db, { business, title: 'Saved' });
    await createJob(ctx.db, { business, title: 'Other' });
    await toggle(applicant.token, saved, true);

    const marks = (jobs: JobSummary[]) => jobs.map((job) => [job.title, job.is_favourite]);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/jobs/',
      headers: auth(applicant.token),
    });
    expect(marks(res.json<JobSummary[]>())).toEqual([
      ['Other', false],
      ['Saved', true],
    ]);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-total-count']).toBe('2');

    const anonymous = [undefined, undefined];
    expect(marks(await search()).map(([, mark]) => mark)).toEqual(anonymous);
    const businessUser = await signedInBusiness(ctx.db);
    expect(marks(await search(auth(businessUser.token))).map(([, m]) => m)).toEqual(anonymous);
    // A token that is unknown or expired on a public read is simply anonymous.
    expect(marks(await search(auth('unknown-token'))).map(([, m]) => m)).toEqual(anonymous);
    await ctx.db
      .updateTable('sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('user_id', '=', applicant.userId)
      .execute();
    expect(marks(await search(auth(applicant.token))).map(([, m]) => m)).toEqual(anonymous);
  });
});

describe.each(testDatabaseKinds)('favourite marks on a cached job list on %s', (kind) => {
  const ctx = setupTestApp(kind, { env: { PUBLIC_CACHE_SECONDS: '60' } });

  it('serves the shared page to everyone and marks each applicant’s own favourites on top', async () => {
    const business = await createBusiness(ctx.db);
    const first = await createJob(ctx.db, { business, title: 'First' });
    const second = await createJob(ctx.db, { business, title: 'Second' });
    const ada = await signedInApplicant(ctx.db);
    const ben = await signedInApplicant(ctx.db);
    await ctx.db
      .insertInto('favourites')
      .values([
        { applicant_id: ada.userId, job_id: first, created_at: new Date().toISOString() },
        { applicant_id: ben.userId, job_id: second, created_at: new Date().toISOString() },
      ])
      .execute();

    const read = async (headers: Record<string, string> = {}) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/jobs/', headers }))
        .json<JobSummary[]>()
        .map((job) => `${job.title}:${String(job.is_favourite)}`);
    expect(await read()).toEqual(['Second:undefined', 'First:undefined']);
    expect(await read(auth(ada.token))).toEqual(['Second:false', 'First:true']);
    expect(await read(auth(ben.token))).toEqual(['Second:true', 'First:false']);
    expect(await read()).toEqual(['Second:undefined', 'First:undefined']);
  });
});

describe.each(testDatabaseKinds)('favourite marks cost on %s', (kind) => {
  it('takes the same number of queries for 1 or 30 jobs on the page', async () => {
    const { database, queriesFor } = await buildQueryCountingApp(kind);
    const business = await createBusiness(database.db);
    const { userId, token } = await signedInApplicant(database.db);
    for (let i = 0; i < 30; i++) {
      const id = await createJob(database.db, { business });
      if (i % 2 === 0) {
        await database.db
          .insertInto('favourites')
          .values({ applicant_id: userId, job_id: id, created_at: new Date().toISOString() })
          .execute();
      }
    }
    const headers = auth(token);
    expect(await queriesFor('/api/jobs/?limit=1', headers)).toBe(
      await queriesFor('/api/jobs/?limit=30', headers),
    );
  });
});
