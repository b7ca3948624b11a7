import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { searchIndexSegments } from '../../db/search-index';
import { createBusiness, createJob } from '../../testing/factories';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';

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
