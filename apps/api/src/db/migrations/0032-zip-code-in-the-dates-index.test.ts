import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createJob } from '../../testing/factories';
import { indexColumns, postgresIndexDefinition } from '../../testing/index-columns';
import { perTestDatabase } from '../../testing/per-test-database';
import { testDatabaseKinds } from '../test-database';
import * as zipInDates from './0032-zip-code-in-the-dates-index';

// Migration 0032 (decision 070): SQLite's index of active jobs' dates ends with the ZIP code, so
// that a radius's newest jobs are found in it alone. On PostgreSQL it does nothing.

const INDEX = 'jobs_active_published_cover_idx';

describe('migration 0032', () => {
  const testDatabase = perTestDatabase();

  it('ends the index of dates with the ZIP code on SQLite, and is undone', async () => {
    const database = await testDatabase('sqlite');
    const db = database.db as unknown as Kysely<unknown>;
    const portland = await createJob(database.db, { location_zip: '97201-1234' });
    await createJob(database.db, { location_zip: '98101' });
    const newerPortland = await createJob(database.db, { location_zip: '97201' });
    const newestInPortland = async () =>
      (
        await sql<{ id: number }>`select id from jobs indexed by ${sql.raw(INDEX)}
          where status = 'active' and substr(location_zip, 1, 5) in ('97201', '97005')
          order by published_at desc, id desc`.execute(db)
      ).rows.map((row) => row.id);
    expect((await indexColumns(db, INDEX)).slice(-3)).toEqual(['company_name', 'title', null]);
    expect(await newestInPortland()).toEqual([newerPortland, portland]);

    await zipInDates.down(db);
    expect((await indexColumns(db, INDEX)).at(-1)).toBe('title');
    expect(await newestInPortland()).toEqual([newerPortland, portland]);
    await zipInDates.up(db);
    expect(await newestInPortland()).toEqual([newerPortland, portland]);
  });

  it.runIf(testDatabaseKinds.includes('postgres'))('leaves PostgreSQL as it is', async () => {
    const database = await testDatabase('postgres');
    const db = database.db as unknown as Kysely<unknown>;
    const definition = () => postgresIndexDefinition(db, INDEX);
    const before = await definition();
    await zipInDates.down(db);
    expect(await definition()).toBe(before);
    await zipInDates.up(db);
    expect(await definition()).toBe(before);
  });
});
