import type { JobSummary } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { createBusiness, createJob } from '../../testing/factories';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';

describe.each(testDatabaseKinds)('searching GET /api/jobs/ on %s', (kind) => {
  const ctx = setupTestApp(kind);

  const search = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return {
      titles: res.json<JobSummary[]>().map((j) => j.title),
      total: Number(res.headers['x-total-count']),
    };
  };

  it('ranks a match in the title above a match in the description only', async () => {
    await createJob(ctx.db, { title: 'Barista', description: 'Make coffee for regulars.' });
    await createJob(ctx.db, {
      title: 'Dishwasher',
      description: 'Help the barista team on busy mornings.',
    });
    await createJob(ctx.db, { title: 'Lifeguard', description: 'Watch the pool.' });

    const result = await search('search=barista');
    expect(result.titles).toEqual(['Barista', 'Dishwasher']);
    expect(result.total).toBe(2);
  });

  it('matches whole words in any form, every word, and company, category and city', async () => {
    const bakery = await createBusiness(ctx.db, { business_name: 'Rose City Bakery' });
    await createJob(ctx.db, { business: bakery, title: 'Counter helper' });
    await createJob(ctx.db, { title: 'Dog walker', business_category: 'Pet Care' });
    await createJob(ctx.db, { title: 'Tutor', location_city: 'Springfield' });
    await createJob(ctx.db, { title: 'Senior tutor', location_city: 'Shelbyville' });

    expect((await search('search=bakery')).titles).toEqual(['Counter helper']);
    expect((await search('search=bak')).titles).toEqual([]);
    expect((await search('search=tutoring')).total).toBe(2);
    expect((await search('search=pet%20care')).titles).toEqual(['Dog walker']);
    expect((await search('search=tutor%20springfield')).titles).toEqual(['Tutor']);
    expect((await search('search=TUTOR')).total).toBe(2);
  });

  it('orders matches by date, title or company when asked', async () => {
    await createJob(ctx.db, { title: 'Camp counselor assistant', description: 'Summer camp.' });
    await createJob(ctx.db, { title: 'Art helper', description: 'Help at our camp crafts tent.' });

    expect((await search('search=camp&sort=date')).titles).toEqual([
      'Art helper',
      'Camp counselor assistant',
    ]);
    expect((await search('search=camp&sort=title')).titles).toEqual([
      'Art helper',
      'Camp counselor assistant',
    ]);
    expect((await search('search=camp')).titles[0]).toBe('Camp counselor assistant');
  });

  it('combines the search with filters and pages, counting every match', async () => {
    for (let i = 1; i <= 3; i++) {
      await createJob(ctx.db, { title: `Cashier ${i}`, job_type: 'part-time' });
    }
    await createJob(ctx.db, { title: 'Cashier intern', job_type: 'intern' });
    await createJob(ctx.db, { title: 'Stocker', job_type: 'part-time' });

    const page = await search('search=cashier&job_type=part-time&sort=date&skip=1&limit=1');
    expect(page.titles).toEqual(['Cashier 2']);
    expect(page.total).toBe(3);
  });

  it('never finds drafts or archived jobs', async () => {
    await createJob(ctx.db, { title: 'Gardener', status: 'draft' });
    await createJob(ctx.db, { title: 'Gardener helper', status: 'archived' });
    const result = await search('search=gardener&status=draft');
    expect(result.titles).toEqual([]);
    expect(result.total).toBe(0);
  });

  it('follows edits and deletions of jobs', async () => {
    const id = await createJob(ctx.db, { title: 'Lifeguard' });
    await createJob(ctx.db, { title: 'Usher' });
    await ctx.db
      .updateTable('jobs')
      .set({ title: 'Swim instructor' })
      .where('id', '=', id)
      .execute();
    expect((await search('search=lifeguard')).titles).toEqual([]);
    expect((await search('search=swim')).titles).toEqual(['Swim instructor']);

    await ctx.db.deleteFrom('jobs').where('id', '=', id).execute();
    expect((await search('search=swim')).titles).toEqual([]);
    expect((await search('search=usher')).titles).toEqual(['Usher']);
  });

  it('treats search syntax as plain words and ignores a search without words', async () => {
    await createJob(ctx.db, { title: "Baker's assistant" });
    for (const text of ['"baker', 'baker*', 'baker:*', '(baker)', "baker's", 'baker & |']) {
      const result = await search(`search=${encodeURIComponent(text)}`);
      expect(result.titles, text).toEqual(["Baker's assistant"]);
    }
    // Every word must match: "OR" is a word here, not an operator.
    expect((await search('search=baker%20OR%20cook')).titles).toEqual([]);
    expect((await search('search=%21%21%21')).titles).toEqual(["Baker's assistant"]);
  });
});
