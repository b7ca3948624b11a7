import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createJob } from '../testing/factories';
import { MAX_SEARCH_INDEX_SEGMENTS, mergeSearchIndex, searchIndexSegments } from './search-index';
import { type TestDatabase, createTestDatabase, testDatabaseKinds } from './test-database';

describe.each(testDatabaseKinds)('mergeSearchIndex on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it('merges an index of many segments into one, finding every job as before', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    if (kind === 'postgres') {
      expect(await mergeSearchIndex(db)).toEqual({ segments: 0, steps: 0 });
      return;
    }
    // One segment per job written: FTS5's own merging turned off, as if it had not caught up.
    await sql`insert into jobs_fts (jobs_fts, rank) values ('automerge', 0)`.execute(db);
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push(await createJob(db, { title: `Kennel helper ${i}` }));
    const found = async () =>
      (
        await sql<{ id: number }>`select -rowid as id from jobs_fts
          where jobs_fts match 'kennel' order by rowid desc`.execute(db)
      ).rows.map((row) => row.id);
    expect(await searchIndexSegments(db)).toBeGreaterThan(MAX_SEARCH_INDEX_SEGMENTS);

    const merged = await mergeSearchIndex(db);
    expect(merged.segments).toBeGreaterThan(MAX_SEARCH_INDEX_SEGMENTS);
    expect(merged.steps).toBeGreaterThan(0);
    expect(await searchIndexSegments(db)).toBe(1);
    expect(await found()).toEqual(ids);

    // Few segments: nothing to do.
    await createJob(db, { title: 'Kennel aide' });
    expect(await mergeSearchIndex(db)).toEqual({ segments: 2, steps: 0 });
    expect(await found()).toHaveLength(9);
  });

  it.skipIf(kind === 'postgres')('merges the index by place as well', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await sql`insert into jobs_place_fts (jobs_place_fts, rank) values ('automerge', 0)`.execute(
      db,
    );
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push(await createJob(db, { title: `Kennel helper ${i}` }));
    expect(await searchIndexSegments(db, 'jobs_place_fts')).toBeGreaterThan(
      MAX_SEARCH_INDEX_SEGMENTS,
    );
    const merged = await mergeSearchIndex(db, 'jobs_place_fts');
    expect(merged.steps).toBeGreaterThan(0);
    expect(await searchIndexSegments(db, 'jobs_place_fts')).toBe(1);
    // Every job still found in its place (all in one), newest first.
    const { rows } = await sql<{ rowid: number }>`select rowid from jobs_place_fts
      where jobs_place_fts match 'kennel' order by rowid`.execute(db);
    expect(rows.map((row) => 2 ** 32 + 2 ** 31 - 1 - row.rowid)).toEqual([...ids].reverse());
  });
});
