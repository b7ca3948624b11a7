import {
  DISTANCE_SORT_MESSAGE,
  type JobSummary,
  NEAR_MISSING_MESSAGE,
  NEAR_ZIP_MESSAGE,
  RADIUS_MESSAGE,
  savedSearchSchema,
  unknownZipMessage,
} from '@firstshift/domain';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as jobPlaces from '../../db/migrations/0029-job-places';
import {
  auth,
  postSavedSearch,
  signedInApplicant,
  signedInBusiness,
} from '../../testing/applicant-testing';
import { jobPayload, postJob } from '../../testing/business-jobs-testing';
import { type TestBusiness, createBusiness, createJob } from '../../testing/factories';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { SORTED_CANDIDATE_LIMIT } from './jobs.repository';

// Radius search (decision 068): "within 5, 10, 25 or 50 miles of" a ZIP code, on the list, the
// search, saved searches and job alerts, with each job's distance on its card.

/** Places around Portland's 97201, with their distance from it (the data set's centres). */
const PLACES = {
  downtown: { location_city: 'Portland', location_zip: '97201' }, // 0 miles
  northwest: { location_city: 'Portland', location_zip: '97210-2233' }, // 1.7
  beaverton: { location_city: 'Beaverton', location_zip: '97005' }, // 5.4
  lakeOswego: { location_city: 'Lake Oswego', location_zip: '97035' }, // 6.6
  salem: { location_city: 'Salem', location_zip: '97301' }, // 41.5
  eugene: { location_city: 'Eugene', location_zip: '97401' }, // 101.3
} as const;

describe.each(testDatabaseKinds)('radius search on %s', (kind) => {
  const ctx = setupTestApp(kind);
  const list = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return {
      jobs: res.json<JobSummary[]>(),
      total: Number(res.headers['x-total-count']),
    };
  };
  const titles = async (query: string) => (await list(query)).jobs.map((job) => job.title);

  /** A job at each place, oldest first, titled by the place; a draft and a closed job downtown. */
  async function board(business?: TestBusiness) {
    const owner = business ?? (await createBusiness(ctx.db, { business_name: 'Rose City Bakery' }));
    for (const [title, place] of Object.entries(PLACES)) {
      await createJob(ctx.db, { business: owner, title, ...place });
    }
    await createJob(ctx.db, {
      business: owner,
      title: 'draft',
      status: 'draft',
      published_at: null,
    });
    await createJob(ctx.db, { business: owner, title: 'closed', status: 'archived' });
    return owner;
  }

  it('finds the active jobs within each distance, newest first, each with its distance', async () => {
    await board();
    expect(await titles('near=97201&radius=5')).toEqual(['northwest', 'downtown']);
    expect(await titles('near=97201&radius=10')).toEqual([
      'lakeOswego',
      'beaverton',
      'northwest',
      'downtown',
    ]);
    const { jobs, total } = await list('near=97201&radius=50');
    expect(jobs.map((job) => [job.title, job.distance_miles])).toEqual([
      ['salem', 41.5],
      ['lakeOswego', 6.6],
      ['beaverton', 5.4],
      ['northwest', 1.7],
      ['downtown', 0],
    ]);
    expect(total).toBe(5);
    // From Eugene, 25 miles reach only Eugene; a ZIP+4 centre is its ZIP code's.
    expect(await titles('near=97401-0001&radius=25')).toEqual(['eugene']);
    // Spaces typed into a ZIP code ("97 201" on a phone's keypad) are not part of it.
    expect(await titles('near=97%20201&radius=5')).toEqual(['northwest', 'downtown']);
    // No distance without a radius search.
    expect((await list('location=Portland')).jobs[0]).not.toHaveProperty('distance_miles');
  });

  it('orders by distance when asked, the newest first among jobs as far away', async () => {
    const business = await board();
    await createJob(ctx.db, { business, title: 'downtown, later', ...PLACES.downtown });
    const { jobs } = await list('near=97201&radius=50&sort=distance');
    expect(jobs.map((job) => job.title)).toEqual([
      'downtown, later',
      'downtown',
      'northwest',
      'beaverton',
      'lakeOswego',
      'salem',
    ]);
    expect(await titles('near=97201&radius=50&sort=distance&skip=4&limit=1')).toEqual([
      'lakeOswego',
    ]);
  });

  it('orders more than 1,000 matches nearest first, ZIP code by ZIP code', async () => {
    const business = await createBusiness(ctx.db, { business_name: 'Capitol Coffee' });
    // Salem is the 177th ZIP code within 50 miles of 97201: past the first batch read at once.
    const weekendJob = { high_school_students_welcome: 1, shifts_weekends: 1 } as const;
    for (let i = 0; i < SORTED_CANDIDATE_LIMIT; i++) {
      const title = `salem ${String(i).padStart(4, '0')}`;
      await createJob(ctx.db, { business, title, ...PLACES.salem, ...weekendJob });
    }
    for (const [title, place, fields] of [
      ['eugene', PLACES.eugene, weekendJob],
      ['lakeOswego', PLACES.lakeOswego, weekendJob],
      ['beaverton, weekdays', PLACES.beaverton, {}],
      ['northwest', PLACES.northwest, weekendJob],
      ['downtown', PLACES.downtown, weekendJob],
      ['downtown, later', PLACES.downtown, weekendJob],
    ] as const) {
      await createJob(ctx.db, { business, title, ...place, ...fields });
    }
    await createJob(ctx.db, { business, title: 'closed', status: 'archived', ...weekendJob });

    const nearest = 'near=97201&radius=50&sort=distance';
    const first = await list(`${nearest}&limit=7`);
    expect(first.jobs.map((job) => [job.title, job.distance_miles])).toEqual([
      ['downtown, later', 0],
      ['downtown', 0],
      ['northwest', 1.7],
      ['beaverton, weekdays', 5.4],
      ['lakeOswego', 6.6],
      ['salem 0999', 41.5],
      ['salem 0998', 41.5],
    ]);
    expect(first.total).toBe(SORTED_CANDIDATE_LIMIT);
    for (const filter of ['weekends=true', 'hsWelcome=true']) {
      expect(await titles(`${nearest}&${filter}&skip=3&limit=3`)).toEqual([
        'lakeOswego',
        'salem 0999',
        'salem 0998',
      ]);
      // The nearest 1,000 are ordered, as the newest are by title or company.
      expect(await titles(`${nearest}&${filter}&skip=998&limit=5`)).toEqual([
        'salem 0005',
        'salem 0004',
      ]);
    }
    expect(await titles(`${nearest}&skip=${SORTED_CANDIDATE_LIMIT}`)).toEqual([]);
    // Newest first, the same radius pages on past them.
    expect(await titles(`near=97201&radius=50&skip=${SORTED_CANDIDATE_LIMIT}`)).toEqual([
      'salem 0004',
      'salem 0003',
      'salem 0002',
      'salem 0001',
      'salem 0000',
    ]);
  });

  it('searches words and filters within the radius', async () => {
    const business = await board();
    await createJob(ctx.db, { business, title: 'Barista downtown', ...PLACES.downtown });
    await createJob(ctx.db, { business, title: 'Barista in Beaverton', ...PLACES.beaverton });
    await createJob(ctx.db, { business, title: 'Barista in Salem', ...PLACES.salem });
    expect(await titles('search=barista&near=97201&radius=10')).toEqual([
      'Barista in Beaverton',
      'Barista downtown',
    ]);
    const { jobs, total } = await list('search=barista&near=97005&radius=50&sort=distance');
    expect(jobs.map((job) => [job.title, job.distance_miles])).toEqual([
      ['Barista in Beaverton', 0],
      ['Barista downtown', 5.4],
      ['Barista in Salem', 39.1],
    ]);
    expect(total).toBe(3);
    expect(await titles('near=97201&radius=10&location=Beaverton')).toEqual([
      'Barista in Beaverton',
      'beaverton',
    ]);
    expect(await titles('near=97201&radius=10&zip=97035')).toEqual(['lakeOswego']);
    expect(await titles('near=97301&radius=10&location=Beaverton')).toEqual([]);
  });

  it.each<[string, string, string]>([
    ['near=00000&radius=10', 'near', unknownZipMessage('00000')],
    // The military's codes have no place.
    ['near=34001&radius=10', 'near', unknownZipMessage('34001')],
    ['near=97201', 'radius', RADIUS_MESSAGE],
    ['near=97201&radius=7', 'radius', RADIUS_MESSAGE],
    ['near=97201&radius=ten', 'radius', RADIUS_MESSAGE],
    ['radius=10', 'near', NEAR_MISSING_MESSAGE],
    ['sort=distance', 'sort', DISTANCE_SORT_MESSAGE],
    ['near=9720&radius=10', 'near', NEAR_ZIP_MESSAGE],
    ['near=97a01&radius=10', 'near', NEAR_ZIP_MESSAGE],
    ['near=97201%00&radius=10', 'near', ''],
    ['near=97201&near=97005&radius=10', 'near', ''],
  ])('refuses %s with 400 and the field', async (query, field, message) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/?${query}` });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ field: string; message: string }>();
    expect(body.field).toBe(field);
    if (message) expect(body.message).toBe(message);
    else expect(body.message).toBeTruthy();
  });

  it('keeps a radius in a saved search, counts its new jobs and alerts within it', async () => {
    await board();
    const applicant = await signedInApplicant(ctx.db);
    const res = await postSavedSearch(ctx.app, applicant.token, {
      name: 'Near home',
      filters: { near: '97201', radius: 10, sort: 'distance' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = savedSearchSchema.parse(res.json());
    expect(saved.filters).toEqual({ near: '97201', radius: 10, sort: 'distance' });
    await sql`update saved_searches set last_checked_at = '2000-01-01T00:00:00.000Z'`.execute(
      ctx.db,
    );
    const searches = await ctx.app.inject({
      method: 'GET',
      url: '/api/applicant/saved-searches',
      headers: auth(applicant.token),
    });
    expect(searches.json<{ new_jobs: number }[]>()[0]?.new_jobs).toBe(4);
    const dashboard = await ctx.app.inject({
      method: 'GET',
      url: '/api/applicant/dashboard',
      headers: auth(applicant.token),
    });
    const alerts = dashboard.json<{ job_alerts: { title: string }[] }>().job_alerts;
    expect(alerts.map((alert) => alert.title).sort()).toEqual(
      ['beaverton', 'downtown', 'lakeOswego', 'northwest'].sort(),
    );
  });

  it.each<[object, string]>([
    [{ near: '00000', radius: 10 }, 'filters.near'],
    [{ near: '97201' }, 'filters.radius'],
    [{ radius: 25 }, 'filters.near'],
    [{ sort: 'distance' }, 'filters.sort'],
  ])('refuses a saved search of %o with 400 and %s', async (filters, field) => {
    const applicant = await signedInApplicant(ctx.db);
    const res = await postSavedSearch(ctx.app, applicant.token, { name: 'Odd', filters });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ field: string }>().field).toBe(field);
  });

  it('stores each job’s place as posted and changed, none for a ZIP code not known', async () => {
    const business = await signedInBusiness(ctx.db);
    const place = (id: number) =>
      ctx.db
        .selectFrom('jobs')
        .select(['latitude', 'longitude'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const salem = { latitude: 44.949, longitude: -123.004 };
    const job = await postJob(ctx.app, business.token, { location_zip: '97301-1234' });
    expect(await place(job.id)).toEqual(salem);
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      headers: auth(business.token),
      payload: jobPayload({ location_zip: '97005' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await place(job.id)).toEqual({ latitude: 45.4963, longitude: -122.8001 });
    const unknown = await postJob(ctx.app, business.token, { location_zip: '00000' });
    expect(await place(unknown.id)).toEqual({ latitude: null, longitude: null });

    // Migration 0029 writes the places of the jobs posted before it.
    const posted = await createJob(ctx.db, { location_zip: '97301' });
    const draft = await createJob(ctx.db, {
      location_zip: '97301-0042',
      status: 'draft',
      published_at: null,
    });
    const raw = ctx.db as unknown as Kysely<unknown>;
    await jobPlaces.down(raw);
    await jobPlaces.up(raw);
    expect(await place(posted)).toEqual(salem);
    expect(await place(draft)).toEqual(salem);
    expect(await place(unknown.id)).toEqual({ latitude: null, longitude: null });
  });
});
