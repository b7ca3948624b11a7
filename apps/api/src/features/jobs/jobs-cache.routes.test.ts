import type { JobSummary } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { createBusiness, createJob } from '../../testing/factories';
import { setupTestApp } from '../../testing/test-app';

describe('public job reads shared for a few seconds', () => {
  const ctx = setupTestApp('sqlite', { env: { PUBLIC_CACHE_SECONDS: '60' } });
  const titles = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/jobs/' }))
      .json<JobSummary[]>()
      .map((job) => job.title);

  it('serves a repeated list from the cache until a job change clears it', async () => {
    const business = await createBusiness(ctx.db);
    await createJob(ctx.db, { business, title: 'First' });
    expect(await titles()).toEqual(['First']);

    await createJob(ctx.db, { business, title: 'Second' });
    expect(await titles()).toEqual(['First']);

    await ctx.app.publicJobCache.clear();
    expect(await titles()).toEqual(['Second', 'First']);
  });

  it('caches job details, including "Job not found"', async () => {
    const business = await createBusiness(ctx.db);
    const id = await createJob(ctx.db, { business, title: 'Cached', status: 'draft' });
    const get = () => ctx.app.inject({ method: 'GET', url: `/api/jobs/${id}` });
    expect((await get()).statusCode).toBe(404);
    await ctx.db.updateTable('jobs').set({ status: 'active' }).where('id', '=', id).execute();
    expect((await get()).statusCode).toBe(404);
    await ctx.app.publicJobCache.clear();
    expect((await get()).json<{ title: string }>().title).toBe('Cached');
  });
});
