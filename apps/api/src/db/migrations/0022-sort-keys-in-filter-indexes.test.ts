import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createJob } from '../../testing/factories';
import { indexColumns } from '../../testing/index-columns';
import { perTestDatabase } from '../../testing/per-test-database';
import * as sortKeys from './0022-sort-keys-in-filter-indexes';
import * as zipInDates from './0032-zip-code-in-the-dates-index';

// Migration 0022 (decision 058): SQLite's indexes a list walks end with the columns it can be
// sorted by. On PostgreSQL it does nothing.

/** Each index and its last column before 0022 (null: an expression). */
const INDEXES: [string, string | null][] = [
  ['jobs_active_published_cover_idx', 'compensation_type'],
  ['jobs_active_state_cover_idx', 'compensation_type'],
  ['jobs_active_category_cover_idx', 'compensation_type'],
  ['jobs_active_job_type_cover_idx', 'compensation_type'],
  ['jobs_active_work_format_cover_idx', 'compensation_type'],
  ['jobs_active_city_cover_idx', 'location_city'],
  ['jobs_active_zip_cover_idx', 'location_zip'],
  ['jobs_active_business_cover_idx', null],
];

describe('migration 0022', () => {
  const testDatabase = perTestDatabase();

  it('ends each filter index and the business’s with the sort keys on SQLite, and is undone', async () => {
    const database = await testDatabase('sqlite');
    const testDb = database.db;
    const db = testDb as unknown as Kysely<unknown>;
    // The index of dates as 0022 left it, before 0032 added the ZIP code after its keys.
    await zipInDates.down(db);
    const job = (title: string, company_name: string) =>
      createJob(testDb, { title, company_name, location_state: 'WA', location_zip: '98101' });
    const zebra = await job('Zebra keeper', 'Aardvark Books');
    const barista = await job('barista', 'Moss Cafe');
    const tutor = await job('Math Tutor', 'Zinnia Learning');
    // The keys as a sorted list reads them, through each index in turn.
    const sorted = async (index: string, key: string) =>
      (
        await sql<{ id: number }>`select id from (select id, ${sql.raw(key)} as sort_key
          from jobs indexed by ${sql.raw(index)} where status = 'active'
          and location_state = 'WA') order by sort_key, id`.execute(db)
      ).rows.map((row) => row.id);
    const lastTwo = async (index: string) => (await indexColumns(db, index)).slice(-2);

    for (const [index] of INDEXES) {
      expect(await lastTwo(index)).toEqual(['company_name', 'title']);
      expect(await sorted(index, 'lower(title)')).toEqual([barista, tutor, zebra]);
      expect(await sorted(index, 'lower(company_name)')).toEqual([zebra, barista, tutor]);
    }

    await sortKeys.down(db);
    for (const [index, last] of INDEXES) {
      expect((await indexColumns(db, index)).at(-1)).toBe(last);
      expect(await sorted(index, 'lower(title)')).toEqual([barista, tutor, zebra]);
    }

    await sortKeys.up(db);
    for (const [index] of INDEXES) expect(await lastTwo(index)).toEqual(['company_name', 'title']);
  });
});
