import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createJob } from '../../testing/factories';
import { indexColumns } from '../../testing/index-columns';
import { perTestDatabase } from '../../testing/per-test-database';
import * as cityAndZip from './0021-city-and-zip-in-their-indexes';
import * as sortKeys from './0022-sort-keys-in-filter-indexes';

// Migration 0021 (decision 057): SQLite's city and ZIP code indexes also hold the columns their
// expressions read. On PostgreSQL it does nothing.

describe('migration 0021', () => {
  const testDatabase = perTestDatabase();

  it('ends the city and ZIP code indexes with their columns on SQLite, and is undone', async () => {
    const database = await testDatabase('sqlite');
    const testDb = database.db;
    const db = testDb as unknown as Kysely<unknown>;
    // As 0021 left them: 0022 adds the sort keys after these columns.
    await sortKeys.down(db);
    const portland = await createJob(testDb, {
      location_city: 'Portland',
      location_state: 'OR',
      location_zip: '97201-1234',
    });
    await createJob(testDb, {
      location_city: 'Portland',
      location_state: 'ME',
      location_zip: '04101',
    });
    // Through each index, as a list's count reads it.
    const inCity = async () =>
      (
        await sql<{ id: number }>`select id from jobs indexed by jobs_active_city_cover_idx
          where status = 'active' and lower(location_city) = 'portland' and location_state = 'OR'`.execute(
          db,
        )
      ).rows.map((row) => row.id);
    const inZip = async () =>
      (
        await sql<{ id: number }>`select id from jobs indexed by jobs_active_zip_cover_idx
          where status = 'active' and substr(location_zip, 1, 5) = '97201'`.execute(db)
      ).rows.map((row) => row.id);

    expect((await indexColumns(db, 'jobs_active_city_cover_idx')).at(-1)).toBe('location_city');
    expect((await indexColumns(db, 'jobs_active_zip_cover_idx')).at(-1)).toBe('location_zip');
    expect(await inCity()).toEqual([portland]);
    expect(await inZip()).toEqual([portland]);

    await cityAndZip.down(db);
    expect((await indexColumns(db, 'jobs_active_city_cover_idx')).at(-1)).toBe('compensation_type');
    expect((await indexColumns(db, 'jobs_active_zip_cover_idx')).at(-1)).toBe('compensation_type');
    expect(await inCity()).toEqual([portland]);

    await cityAndZip.up(db);
    expect((await indexColumns(db, 'jobs_active_city_cover_idx')).at(-1)).toBe('location_city');
    expect(await inZip()).toEqual([portland]);
  });
});
