import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createJob } from '../../testing/factories';
import { expectPostgresIndexesKept, indexColumns } from '../../testing/index-columns';
import { perTestDatabase } from '../../testing/per-test-database';
import { testDatabaseKinds } from '../test-database';
import * as placeCountFlags from './0041-place-count-flags';

// Migration 0041 (decision 090): SQLite's index that counts a ZIP code's jobs holds the two flags
// as well, so that a count with a flag reads no row. The city's is left as 0040 made it.

const ZIP_INDEX = 'jobs_active_zip_count_idx';
/** The ZIP code's count index as migration 0040 made it, and with the flags. */
const ZIP_COLUMNS = [null, 'minimum_age_required', 'location_zip'];
const WITH_FLAGS = [...ZIP_COLUMNS, 'high_school_students_welcome', 'after_school_hours_available'];

describe('migration 0041', () => {
  const testDatabase = perTestDatabase();

  it('adds the flags to the ZIP code’s count index, which then counts a flag without a row, and is undone', async () => {
    const database = await testDatabase('sqlite');
    const testDb = database.db;
    const db = testDb as unknown as Kysely<unknown>;
    const job = (zip: string, age: number, welcome: 0 | 1, status: 'active' | 'archived') =>
      createJob(testDb, {
        location_city: 'Portland',
        location_state: 'OR',
        location_zip: zip,
        minimum_age_required: age,
        high_school_students_welcome: welcome,
        status,
      });
    const welcoming = await job('97201', 14, 1, 'active');
    const plus4 = await job('97201-1234', 16, 1, 'active');
    await job('97201', 14, 0, 'active');
    await job('97201', 18, 1, 'active');
    await job('97201', 14, 1, 'archived');
    // The count of 97201 for a 16-year-old in high school, and of "Portland, OR" for the same.
    const counted = (index: string, place: ReturnType<typeof sql>) =>
      sql<{ id: number }>`select id from jobs indexed by ${sql.raw(index)}
        where status = 'active' and ${place} and minimum_age_required <= 16
          and high_school_students_welcome = 1
        order by id`;
    const inPortland = counted(
      'jobs_active_city_count_idx',
      sql`lower(location_city) = 'portland' and location_state = 'OR' and location_city <> ''`,
    );
    const at97201 = counted(
      'jobs_active_zip_count_idx',
      sql`substr(location_zip, 1, 5) = '97201' and location_zip <> ''`,
    );
    const ids = async (query: typeof inPortland) =>
      (await query.execute(db)).rows.map((row) => row.id);
    const plan = async (query: typeof inPortland) =>
      (await sql<{ detail: string }>`explain query plan ${query}`.execute(db)).rows.map(
        (row) => row.detail,
      );
    expect(await indexColumns(db, 'jobs_active_city_count_idx')).toEqual([
      null,
      'location_state',
      'minimum_age_required',
      'location_city',
    ]);
    expect(await indexColumns(db, ZIP_INDEX)).toEqual(WITH_FLAGS);
    expect(await ids(inPortland)).toEqual([welcoming, plus4]);
    expect(await ids(at97201)).toEqual([welcoming, plus4]);
    // Read from the index alone: no row. The city's reads each row for the flag.
    expect((await plan(inPortland)).join('\n')).not.toContain('COVERING');
    expect((await plan(at97201)).join('\n')).toContain(
      'USING COVERING INDEX jobs_active_zip_count_idx',
    );

    await placeCountFlags.down(db);
    expect(await indexColumns(db, ZIP_INDEX)).toEqual(ZIP_COLUMNS);
    expect((await plan(at97201)).join('\n')).not.toContain('COVERING');
    expect(await ids(at97201)).toEqual([welcoming, plus4]);
    await placeCountFlags.up(db);
    expect(await indexColumns(db, ZIP_INDEX)).toEqual(WITH_FLAGS);
    expect(await ids(inPortland)).toEqual([welcoming, plus4]);
  });

  it('analyses the indexes where the jobs have statistics already', async () => {
    const database = await testDatabase('sqlite');
    const db = database.db as unknown as Kysely<unknown>;
    await createJob(database.db, {});
    await sql`analyze`.execute(db);
    await sql`delete from sqlite_stat1 where idx = ${ZIP_INDEX}`.execute(db);
    await placeCountFlags.up(db);
    const analysed = await sql<{ stat: string }>`select stat from sqlite_stat1
      where idx = ${ZIP_INDEX}`.execute(db);
    // One job: one entry per column of the index.
    expect(analysed.rows.map((row) => row.stat)).toEqual(['1 1 1 1 1 1']);
  });

  it.skipIf(!testDatabaseKinds.includes('postgres'))('leaves PostgreSQL as it was', async () => {
    const database = await testDatabase('postgres');
    const db = database.db as unknown as Kysely<unknown>;
    await expectPostgresIndexesKept(db, placeCountFlags);
  });
});
