import { sql } from 'kysely';
import type { Db } from '../../db/create-db';
import { describe, expect, it } from 'vitest';
import { searchIndexSegments } from '../../db/search-index';
import { publicJobIds } from '../../testing/business-jobs-testing';
import { createBusiness, createJob } from '../../testing/factories';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';

const jobStatus = async (db: Db, id: number) =>
  (await db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

describe.each(testDatabaseKinds)('housekeeping on %s', (kind) => {
  const ctx = setupTestApp(kind);

  it('purges expired sessions once the server listens', async () => {
    const { userId } = await createBusiness(ctx.db);
    const past = new Date(Date.now() - 60_000).toISOString();
    await ctx.db
      .insertInto('sessions')
      .values({
        user_id: userId,
        token_hash: 'expired-session',
        remember: 0,
        expires_at: past,
        created_at: past,
        last_used_at: past,
      })
      .execute();

    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    await expect
      .poll(async () =>
        ctx.db
          .selectFrom('sessions')
          .select('token_hash')
          .where('token_hash', '=', 'expired-session')
          .execute(),
      )
      .toEqual([]);
  });
});

// On servers of their own: the ones above already listen.
describe.each(testDatabaseKinds)('jobs past their deadline on %s', (kind) => {
  // With the shared public reads on, as deployed: the closed job must leave them at once.
  const ctx = setupTestApp(kind, { env: { PUBLIC_CACHE_SECONDS: '600' } });

  it('takes a job whose deadline passed off the board once the server listens', async () => {
    const closing = await createJob(ctx.db, { application_deadline: '2020-01-31' });
    const open = await createJob(ctx.db, { application_deadline: '2999-01-31' });
    expect(await publicJobIds(ctx.app)).toContain(closing);

    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(() => jobStatus(ctx.db, closing)).toBe('archived');
    expect(await jobStatus(ctx.db, open)).toBe('active');
    // The shared public read was forgotten with it, not kept until it expires.
    expect(await publicJobIds(ctx.app)).toEqual([open]);
  });
});

// On a server of its own: the one above already listens.
describe('search index upkeep on sqlite', () => {
  const ctx = setupTestApp('sqlite');

  it('merges a search index split into many segments once the server listens', async () => {
    await sql`insert into jobs_fts (jobs_fts, rank) values ('automerge', 0)`.execute(ctx.db);
    for (let i = 0; i < 8; i++) await createJob(ctx.db, { title: `Usher ${i}` });
    expect(await searchIndexSegments(ctx.db)).toBeGreaterThan(4);

    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(() => searchIndexSegments(ctx.db)).toBe(1);
  });
});
