import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createJob } from '../../testing/factories';
import { expectPostgresIndexesKept, indexColumns } from '../../testing/index-columns';
import { perTestDatabase } from '../../testing/per-test-database';
import { testDatabaseKinds } from '../test-database';
import * as placeCounts from './0040-place-count-indexes';

// Migration 0040 (decision 086): SQLite's indexes that count a city's and a ZIP code's jobs with
// the state and the age in their keys.

const INDEXES = ['jobs_active_city_count_idx', 'jobs_active_zip_count_idx'];

describe('migration 0040', () => {
  const testDatabase = perTestDatabase();

  it('indexes active jobs by city, state and age, and by ZIP code and age, and is undone', async () => {
    const database = await testDatabase('sqlite');
    const testDb = database.db;
    const db = testDb as unknown as Kysely<unknown>;
    const job = (
      city: string,
      state: string,
      zip: string,
      age: number,
      status: 'active' | 'archived' = 'active',
    ) =>
      createJob(testDb, {
        location_city: city,
        location_state: state,
        location_zip: zip,
        minimum_age_required: age,
        status,
      });
    // Migration 0041 made them again with the flags: these are 0040's own, as it makes them.
    await placeCounts.down(db);
    await placeCounts.up(db);
    const portland = await job('Portland', 'OR', '97201', 14);
    const portlandPlus4 = await job('PORTLAND', 'OR', '97201-1234', 16);
    await job('Portland', 'ME', '04101', 14);
    await job('Portland', 'OR', '97201', 18);
    await job('Portland', 'OR', '97201', 14, 'archived');
    // The counts of "Portland, OR" for a 16-year-old, and of 97201 for the same seeker, each
    // through its index alone.
    const ids = async (index: string, condition: ReturnType<typeof sql>) =>
      (
        await sql<{ id: number }>`select id from jobs indexed by ${sql.raw(index)}
          where status = 'active' and ${condition} and minimum_age_required <= 16
          order by id`.execute(db)
      ).rows.map((row) => row.id);
    const inPortland = () =>
      ids(
        'jobs_active_city_count_idx',
        sql`lower(location_city) = 'portland' and location_state = 'OR'`,
      );
    const at97201 = () =>
      ids('jobs_active_zip_count_idx', sql`substr(location_zip, 1, 5) = '97201'`);
    const made = async () =>
      (
        await sql<{ name: string }>`select name from sqlite_schema
          where name in ('jobs_active_city_count_idx', 'jobs_active_zip_count_idx')`.execute(db)
      ).rows.length;

    expect(await indexColumns(db, 'jobs_active_city_count_idx')).toEqual([
      null,
      'location_state',
      'minimum_age_required',
      'location_city',
    ]);
    expect(await indexColumns(db, 'jobs_active_zip_count_idx')).toEqual([
      null,
      'minimum_age_required',
      'location_zip',
    ]);
    expect(await inPortland()).toEqual([portland, portlandPlus4]);
    expect(await at97201()).toEqual([portland, portlandPlus4]);

    await placeCounts.down(db);
    expect(await made()).toBe(0);
    await placeCounts.up(db);
    expect(await made()).toBe(2);
    expect(await inPortland()).toEqual([portland, portlandPlus4]);
  });

  it('analyses the new indexes where the jobs have statistics already', async () => {
    const database = await testDatabase('sqlite');
    const db = database.db as unknown as Kysely<unknown>;
    await createJob(database.db, {});
    await placeCounts.down(db);
    await sql`analyze`.execute(db);
    await placeCounts.up(db);
    const analysed = await sql<{ idx: string }>`select idx from sqlite_stat1
      where idx in ('jobs_active_city_count_idx', 'jobs_active_zip_count_idx')
      order by idx`.execute(db);
    expect(analysed.rows.map((row) => row.idx)).toEqual(INDEXES);
  });

  it.skipIf(!testDatabaseKinds.includes('postgres'))('leaves PostgreSQL as it was', async () => {
    const database = await testDatabase('postgres');
    const db = database.db as unknown as Kysely<unknown>;
    const before = await expectPostgresIndexesKept(db, placeCounts);
    expect(before).not.toContain(INDEXES[0]);
  });
});
