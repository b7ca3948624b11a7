import { type JobSummary, RADIUS_MESSAGE } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { createBusiness, createJob, createJobs } from '../../testing/factories';
import { buildQueryCountingApp, setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { SORTED_CANDIDATE_LIMIT } from './jobs.repository';

describe.each(testDatabaseKinds)('GET /api/jobs/ on %s', (kind) => {
  const ctx = setupTestApp(kind);

  const list = async (query = '') => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return {
      jobs: res.json<JobSummary[]>(),
      titles: res.json<JobSummary[]>().map((j) => j.title),
      total: Number(res.headers['x-total-count']),
      headers: res.headers,
    };
  };

  /** Each query's titles as the list answers them (newest first unless sorted). */
  const expectTitles = async (cases: [query: string, titles: string[]][]) => {
    for (const [query, titles] of cases) expect((await list(query)).titles, query).toEqual(titles);
  };

  it('lists active jobs newest first with their summary fields and the total in a header', async () => {
    const business = await createBusiness(ctx.db, { business_name: 'Rose City Bakery' });
    await createJob(ctx.db, { business, title: 'Older', compensation_amount: 15.5 });
    await createJob(ctx.db, {
      business,
      title: 'Newer',
      job_type: 'intern',
      business_category: 'Pet Care',
      work_format: 'hybrid',
      high_school_students_welcome: 1,
      applicants_count: 3,
    });

    const { jobs, titles, total, headers } = await list();
    expect(titles).toEqual(['Newer', 'Older']);
    expect(total).toBe(2);
    expect(headers['access-control-expose-headers']).toContain('X-Total-Count');
    expect(jobs[0]).toEqual({
      id: expect.any(Number),
      title: 'Newer',
      company: 'Rose City Bakery',
      company_id: business.userId,
      location: { street: '100 Main St', city: 'Portland', state: 'OR', zip: '97201' },
      job_type: ['intern'],
      business_category: 'Pet Care',
      work_format: 'hybrid',
      applicants: 3,
      posted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      compensation_type: 'hour',
      compensation_amount: 15,
      minimum_age_required: 16,
      high_school_students_welcome: true,
      after_school_hours_available: false,
      shifts: null,
      deadline: null,
    });
    expect(jobs[1]?.compensation_amount).toBe(15.5);
  });

  it('gives each card its application deadline, so that a list says by when to apply', async () => {
    await createJob(ctx.db, { title: 'Open-ended' });
    await createJob(ctx.db, { title: 'Closing', application_deadline: '2099-01-31' });
    const { jobs } = await list('?sort=title');
    expect(jobs.map((job) => [job.title, job.deadline])).toEqual([
      ['Closing', '2099-01-31'],
      ['Open-ended', null],
    ]);
  });

  it('never shows drafts or archived jobs, even when asked for them', async () => {
    await createJob(ctx.db, { title: 'Live' });
    await createJob(ctx.db, { title: 'Draft', status: 'draft' });
    await createJob(ctx.db, { title: 'Archived', status: 'archived' });

    expect((await list()).titles).toEqual(['Live']);
    expect((await list('?status=draft')).titles).toEqual(['Live']);
    const archived = await list('?status=archived');
    expect(archived.titles).toEqual(['Live']);
    expect(archived.total).toBe(1);
  });

  it('pages with skip and limit while the total counts every match', async () => {
    for (let i = 1; i <= 5; i++) await createJob(ctx.db, { title: `Job ${i}` });

    const first = await list('?skip=0&limit=2');
    expect(first.titles).toEqual(['Job 5', 'Job 4']);
    expect(first.total).toBe(5);
    expect((await list('?skip=2&limit=2')).titles).toEqual(['Job 3', 'Job 2']);
    expect((await list('?skip=4&limit=2')).titles).toEqual(['Job 1']);
    const beyond = await list('?skip=10&limit=2');
    expect(beyond.titles).toEqual([]);
    expect(beyond.total).toBe(5);
  });

  it('returns 20 jobs when no limit is given', async () => {
    const business = await createBusiness(ctx.db);
    for (let i = 0; i < 22; i++) await createJob(ctx.db, { business });
    const { jobs, total } = await list();
    expect(jobs).toHaveLength(20);
    expect(total).toBe(22);
  });

  it('filters by job type, category (name or code) and work format', async () => {
    await createJobs(ctx.db, [
      { title: 'Intern pets', job_type: 'intern', business_category: 'Pet Care' },
      {
        title: 'Volunteer pets',
        job_type: 'volunteer',
        business_category: 'Pet Care',
        work_format: 'virtual',
      },
      { title: 'Intern tutoring', job_type: 'intern', business_category: 'Tutoring & Education' },
    ]);

    await expectTitles([
      ['?job_type=intern', ['Intern tutoring', 'Intern pets']],
      ['?business_category=petcare', ['Volunteer pets', 'Intern pets']],
      ['?business_category=Tutoring%20%26%20Education', ['Intern tutoring']],
      ['?work_format=virtual', ['Volunteer pets']],
    ]);
    const both = await list('?job_type=intern&business_category=tutoring');
    expect(both.titles).toEqual(['Intern tutoring']);
    expect(both.total).toBe(1);
  });

  it('filters by location: city (any case), state and zip, separately or joined', async () => {
    const places = [
      ['Austin', 'Austin', 'TX', '78701'],
      ['Austin plus4', 'Austin', 'TX', '78701-1234'],
      ['Dallas', 'Dallas', 'TX', '75201'],
      ['Portland', 'Portland', 'OR', '97201'],
    ] as const;
    await createJobs(
      ctx.db,
      places.map(([title, location_city, location_state, location_zip]) => ({
        title,
        location_city,
        location_state,
        location_zip,
      })),
    );

    await expectTitles([
      ['?city=austin', ['Austin plus4', 'Austin']],
      ['?state=tx', ['Dallas', 'Austin plus4', 'Austin']],
      ['?zip=78701', ['Austin plus4', 'Austin']],
      ['?zip=78701-1234', ['Austin plus4']],
      ['?location=Austin%2C%20TX', ['Austin plus4', 'Austin']],
      ['?location=TX%2C%2075201', ['Dallas']],
      ['?location=portland', ['Portland']],
      ['?location=Austin%2C%20OR', []],
    ]);
  });

  it('filters by company (part of the name, any case) and compensation type', async () => {
    const bakery = await createBusiness(ctx.db, { business_name: 'Rose City Bakery' });
    const lanes = await createBusiness(ctx.db, { business_name: 'Starlight Lanes' });
    await createJob(ctx.db, { business: bakery, title: 'Baker', compensation_type: 'hour' });
    await createJob(ctx.db, { business: lanes, title: 'Lanes', compensation_type: 'stipend' });

    await expectTitles([
      ['?company=city%20bak', ['Baker']],
      ['?company=STARLIGHT', ['Lanes']],
      ['?company=%25', []],
      ['?compensation_type=Stipend', ['Lanes']],
    ]);
  });

  it('filters by the seeker age and the two teen-friendly toggles', async () => {
    await createJobs(ctx.db, [
      { title: 'Age 14', minimum_age_required: 14, high_school_students_welcome: 1 },
      { title: 'Age 16', minimum_age_required: 16, after_school_hours_available: 1 },
      {
        title: 'Age 18',
        minimum_age_required: 18,
        high_school_students_welcome: 1,
        after_school_hours_available: 1,
      },
    ]);

    await expectTitles([
      ['?minimum_age=16', ['Age 16', 'Age 14']],
      ['?minimum_age=21', ['Age 18', 'Age 16', 'Age 14']],
      ['?hsWelcome=true', ['Age 18', 'Age 14']],
      ['?afterSchool=1', ['Age 18', 'Age 16']],
      ['?hsWelcome=true&afterSchool=true', ['Age 18']],
    ]);
    expect((await list('?hsWelcome=false')).titles).toHaveLength(3);
  });

  it('sorts by date, title and company', async () => {
    const zeta = await createBusiness(ctx.db, { business_name: 'Zeta Zoo' });
    const alpha = await createBusiness(ctx.db, { business_name: 'alpha Arcade' });
    await createJob(ctx.db, { business: zeta, title: 'banana stand' });
    await createJob(ctx.db, { business: alpha, title: 'Cashier' });
    await createJob(ctx.db, { business: zeta, title: 'Apple picker' });

    await expectTitles([
      ['?sort=date', ['Apple picker', 'Cashier', 'banana stand']],
      ['?sort=title', ['Apple picker', 'banana stand', 'Cashier']],
      // Without a search, relevance falls back to newest first.
      ['?sort=relevance', ['Apple picker', 'Cashier', 'banana stand']],
    ]);
    expect((await list('?sort=company')).jobs.map((j) => j.company)).toEqual([
      'alpha Arcade',
      'Zeta Zoo',
      'Zeta Zoo',
    ]);
  });

  it('orders the newest 1,000 matches by title or company, where the count stops', async () => {
    const oldest = await createBusiness(ctx.db, { business_name: 'Aardvark Antiques' });
    await createJob(ctx.db, { business: oldest, title: 'Aardvark keeper' });
    const business = await createBusiness(ctx.db, { business_name: 'Middle Market' });
    for (let i = 0; i < SORTED_CANDIDATE_LIMIT; i++) {
      await createJob(ctx.db, { business, title: `Stocker ${String(i).padStart(4, '0')}` });
    }

    const byTitle = await list('?sort=title&limit=2');
    expect(byTitle.titles).toEqual(['Stocker 0000', 'Stocker 0001']);
    expect(byTitle.total).toBe(1000);
    expect(byTitle.headers['x-total-count-capped']).toBe('true');
    expect((await list('?sort=company&limit=1')).jobs[0]?.company).toBe('Middle Market');
    expect((await list(`?sort=title&skip=${SORTED_CANDIDATE_LIMIT - 1}`)).titles).toEqual([
      `Stocker ${String(SORTED_CANDIDATE_LIMIT - 1).padStart(4, '0')}`,
    ]);
    expect((await list(`?sort=company&skip=${SORTED_CANDIDATE_LIMIT}`)).titles).toEqual([]);
    // Newest first pages on to every match.
    expect((await list(`?sort=date&skip=${SORTED_CANDIDATE_LIMIT}`)).titles).toEqual([
      'Aardvark keeper',
    ]);
  });

  it.each([
    ['skip=-1', 'skip', 'skip must be 0 or more'],
    ['skip=abc', 'skip', 'skip must be a whole number'],
    ['skip=10001', 'skip', 'skip must be 10,000 or less'],
    ['limit=0', 'limit', 'limit must be between 1 and 100'],
    ['limit=101', 'limit', 'limit must be between 1 and 100'],
    ['limit=2.5', 'limit', 'limit must be a whole number'],
    // Only decimal digits: JavaScript's own reading made 16 of "0x10" and 1,000 of "1e3".
    ['skip=1e3', 'skip', 'skip must be a whole number'],
    ['limit=0x10', 'limit', 'limit must be a whole number'],
    ['limit=', 'limit', 'limit must be a whole number'],
    ['radius=0x0a&near=97201', 'radius', RADIUS_MESSAGE],
    ['minimum_age=1.6e1', 'minimum_age', 'minimum_age must be a whole number'],
    ['job_type=astronaut', 'job_type', 'Unknown job type'],
    ['business_category=space', 'business_category', 'Unknown business category'],
    ['work_format=moon', 'work_format', 'Unknown work format'],
    ['sort=random', 'sort', 'Unknown sort option'],
    ['hsWelcome=yes', 'hsWelcome', 'Use true or false'],
    ['afterSchool=maybe', 'afterSchool', 'Use true or false'],
    ['status=deleted', 'status', 'Unknown status'],
    ['minimum_age=10', 'minimum_age', 'minimum_age must be 14 or more'],
  ])('answers 400 with the message and field for %s', async (query, field, message) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, field });
  });

  it('runs the same number of queries whatever the page size', async () => {
    const { database, queriesFor } = await buildQueryCountingApp(kind);
    const business = await createBusiness(database.db);
    for (let i = 0; i < 30; i++) await createJob(database.db, { business, title: `Cook ${i}` });

    expect(await queriesFor('/api/jobs/?limit=1')).toBe(await queriesFor('/api/jobs/?limit=30'));
    // PostgreSQL's first search also reads the words' statistics and the word's stem, which it
    // keeps (decision 054).
    await queriesFor('/api/jobs/?limit=1&search=cook');
    expect(await queriesFor('/api/jobs/?limit=1&search=cook')).toBe(
      await queriesFor('/api/jobs/?limit=30&search=cook'),
    );
    expect(await queriesFor('/api/jobs/?limit=30')).toBeLessThanOrEqual(2);
  });

  it('answers without a trailing slash too', async () => {
    await createJob(ctx.db, { title: 'Only' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/jobs?limit=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json<JobSummary[]>().map((j) => j.title)).toEqual(['Only']);
  });
});
