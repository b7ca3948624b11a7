import {
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  savedSearchListSchema,
  savedSearchSchema,
} from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { createBusiness, createJob, createSavedSearch } from '../../testing/factories';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { expectBadInput, readOk } from '../../testing/http-testing';
import { auth, postSavedSearch, signedInApplicant } from '../../testing/applicant-testing';

const CHECKED = '2026-06-01T00:00:00.000Z';
const BEFORE = '2026-05-01T00:00:00.000Z';
const AFTER = '2026-07-01T00:00:00.000Z';

describe.each(testDatabaseKinds)('saved searches on %s', (kind) => {
  const ctx = setupTestApp(kind);

  const create = (token: string, payload: object) => postSavedSearch(ctx.app, token, payload);
  const saved = async (token: string, payload: object): Promise<SavedSearch> => {
    const res = await create(token, payload);
    expect(res.statusCode, res.body).toBe(201);
    return savedSearchSchema.parse(res.json());
  };
  const list = (token: string): Promise<SavedSearch[]> =>
    readOk(ctx.app, '/api/applicant/saved-searches', token, savedSearchListSchema);
  /** Pretends the search was last looked at on CHECKED. */
  const checkedOn = (id: number, at = CHECKED) =>
    ctx.db
      .updateTable('saved_searches')
      .set({ last_checked_at: at })
      .where('id', '=', id)
      .execute();

  it('saves a name and normalised filters, with nothing new yet', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const search = await saved(applicant.token, {
      name: '  After school in Portland ',
      filters: {
        search: 'books',
        city: 'Portland',
        state: 'OR',
        business_category: 'tutoring',
        hsWelcome: true,
        afterSchool: 'true',
        minimum_age: '16',
        sort: 'date',
      },
    });
    expect(search).toEqual({
      id: expect.any(Number),
      name: 'After school in Portland',
      filters: {
        search: 'books',
        city: 'Portland',
        state: 'OR',
        business_category: 'Tutoring & Education',
        hsWelcome: true,
        afterSchool: true,
        minimum_age: 16,
        sort: 'date',
      },
      last_checked_at: expect.stringMatching(/Z$/),
      created_at: search.last_checked_at,
      new_jobs: 0,
      new_jobs_capped: false,
    });
    expect(await list(applicant.token)).toEqual([search]);
  });

  it('counts active jobs matching the filters published since last checked, as the search does', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const business = await createBusiness(ctx.db);
    const match = { business, location_city: 'Portland', after_school_hours_available: 1 };
    await createJob(ctx.db, { ...match, title: 'Old match', published_at: BEFORE });
    await createJob(ctx.db, { ...match, title: 'New match', published_at: AFTER });
    await createJob(ctx.db, { ...match, title: 'Library aide', published_at: AFTER });
    await createJob(ctx.db, { ...match, title: 'Draft', status: 'draft', published_at: AFTER });
    await createJob(ctx.db, {
      ...match,
      title: 'Archived',
      status: 'archived',
      published_at: AFTER,
    });
    await createJob(ctx.db, {
      business,
      title: 'Elsewhere',
      location_city: 'Salem',
      published_at: AFTER,
    });
    await createJob(ctx.db, {
      business,
      title: 'Daytime only',
      location_city: 'Portland',
      published_at: AFTER,
    });

    const broad = await saved(applicant.token, {
      name: 'After school',
      filters: { location: 'portland, OR', afterSchool: true },
    });
    const library = await saved(applicant.token, {
      name: 'Library',
      filters: { search: 'library', city: 'Portland' },
    });
    const nothing = await saved(applicant.token, { name: 'Nothing', filters: { city: 'Bend' } });
    for (const { id } of [broad, library, nothing]) await checkedOn(id);

    const counts = Object.fromEntries(
      (await list(applicant.token)).map((s) => [s.name, [s.new_jobs, s.new_jobs_capped]]),
    );
    expect(counts).toEqual({
      'After school': [2, false],
      Library: [1, false],
      Nothing: [0, false],
    });

    // The job search itself finds the same jobs for the same filters.
    const found = await ctx.app.inject({
      method: 'GET',
      url: '/api/jobs/?location=portland,%20OR&afterSchool=true',
    });
    expect(found.json<{ title: string }[]>().map((job) => job.title)).toEqual([
      'Library aide',
      'New match',
      'Old match',
    ]);
  });

  it('has nothing new once marked checked, until another job is published', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const search = await saved(applicant.token, {
      name: 'Portland',
      filters: { city: 'Portland' },
    });
    await checkedOn(search.id);
    await createJob(ctx.db, { published_at: AFTER });
    expect((await list(applicant.token))[0]?.new_jobs).toBe(1);

    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/applicant/saved-searches/${search.id}/checked`,
      headers: auth(applicant.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const checked = savedSearchSchema.parse(res.json());
    expect(checked.new_jobs).toBe(0);
    expect(checked.last_checked_at > CHECKED).toBe(true);
    expect((await list(applicant.token))[0]?.new_jobs).toBe(0);
  });

  it('renames a search and replaces its filters, then deletes it', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const search = await saved(applicant.token, { name: 'Old', filters: { city: 'Portland' } });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/applicant/saved-searches/${search.id}`,
      headers: auth(applicant.token),
      payload: { name: 'Volunteering', filters: { job_type: 'volunteer' } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      id: search.id,
      name: 'Volunteering',
      filters: { job_type: 'volunteer' },
    });

    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/applicant/saved-searches/${search.id}`,
      headers: auth(applicant.token),
    });
    expect(del.statusCode).toBe(204);
    expect(await list(applicant.token)).toEqual([]);
  });

  it("answers 404 for another applicant's search, and leaves it as it was", async () => {
    const ada = await signedInApplicant(ctx.db);
    const ben = await signedInApplicant(ctx.db);
    const adas = await saved(ada.token, { name: 'Mine', filters: { city: 'Portland' } });
    const calls = [
      { method: 'PUT' as const, url: `/api/applicant/saved-searches/${adas.id}` },
      { method: 'DELETE' as const, url: `/api/applicant/saved-searches/${adas.id}` },
      { method: 'POST' as const, url: `/api/applicant/saved-searches/${adas.id}/checked` },
      { method: 'DELETE' as const, url: '/api/applicant/saved-searches/99999999999' },
    ];
    for (const { method, url } of calls) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: auth(ben.token),
        ...(method === 'PUT' ? { payload: { name: 'Taken', filters: {} } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: 'Saved search not found' });
    }
    expect(await list(ben.token)).toEqual([]);
    expect(await list(ada.token)).toEqual([adas]);
  });

  it('answers 400 with the field for a missing name or an unknown filter value', async () => {
    const applicant = await signedInApplicant(ctx.db);
    expectBadInput(await create(applicant.token, { name: ' ', filters: {} }), {
      message: 'Give this search a name',
      field: 'name',
    });
    expectBadInput(
      await create(applicant.token, { name: 'x', filters: { job_type: 'astronaut' } }),
      {
        message: 'Unknown job type',
        field: 'filters.job_type',
      },
    );
    const badId = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/applicant/saved-searches/abc',
      headers: auth(applicant.token),
    });
    expectBadInput(badId, { field: 'id', message: 'Saved search id must be a whole number' });
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} saved searches per applicant`, async () => {
    const applicant = await signedInApplicant(ctx.db);
    for (let i = 0; i < SAVED_SEARCHES_MAX; i++) {
      await createSavedSearch(ctx.db, applicant.userId, {
        name: `Search ${i}`,
        filters: JSON.stringify({ city: `Town ${i}` }),
      });
    }
    expect(await list(applicant.token)).toHaveLength(SAVED_SEARCHES_MAX);
    const res = await create(applicant.token, { name: 'One more', filters: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`,
    });
    const other = await signedInApplicant(ctx.db);
    expect((await create(other.token, { name: 'Mine', filters: {} })).statusCode).toBe(201);
  });

  it('says the search is saved already when its filters are, under whatever name', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const filters = { search: 'barista', near: '97201', radius: 10 };
    expect((await create(applicant.token, { name: 'Coffee near me', filters })).statusCode).toBe(
      201,
    );
    const again = await create(applicant.token, { name: 'Barista jobs', filters });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'You already saved this search as “Coffee near me”. Find it under Saved Searches.',
    });
    expect(await list(applicant.token)).toHaveLength(1);
    const other = await create(applicant.token, {
      name: 'Wider',
      filters: { ...filters, radius: 25 },
    });
    expect(other.statusCode).toBe(201);
  });

  it('keeps the limit when many saves arrive at once', async () => {
    const applicant = await signedInApplicant(ctx.db);
    for (let i = 0; i < SAVED_SEARCHES_MAX - 5; i++) {
      await createSavedSearch(ctx.db, applicant.userId, {
        name: `Search ${i}`,
        filters: JSON.stringify({ city: `Town ${i}` }),
      });
    }
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        create(applicant.token, { name: `At once ${i}`, filters: { city: `Portland ${i}` } }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([
      ...Array<number>(5).fill(201),
      ...Array<number>(5).fill(409),
    ]);
    const { count } = await ctx.db
      .selectFrom('saved_searches')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('applicant_id', '=', applicant.userId)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(SAVED_SEARCHES_MAX);
  });
});
