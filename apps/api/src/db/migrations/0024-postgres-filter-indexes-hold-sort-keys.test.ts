import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectSqliteIndexesKept, postgresIndexDefinition } from '../../testing/index-columns';
import { perTestDatabase } from '../../testing/per-test-database';
import { testDatabaseKinds } from '../test-database';
import * as sortKeys from './0024-postgres-filter-indexes-hold-sort-keys';
import * as zipInDates from './0033-zip-code-in-postgresql-dates-index';

// Migration 0024 (decision 061): PostgreSQL's filter indexes include the sort keys, the city's its
// city. On SQLite it does nothing.

/** Each rebuilt index and what it includes after 0024 (before it: the ZIP code's only). */
const INCLUDES: [string, string][] = [
  ['jobs_active_published_cover_idx', 'company_name, title'],
  ['jobs_active_state_cover_idx', 'company_name, title'],
  ['jobs_active_category_cover_idx', 'company_name, title'],
  ['jobs_active_job_type_cover_idx', 'company_name, title'],
  ['jobs_active_work_format_cover_idx', 'company_name, title'],
  ['jobs_active_city_cover_idx', 'location_city, company_name, title'],
  ['jobs_active_zip_include_idx', 'location_zip, company_name, title'],
];

describe('migration 0024', () => {
  const testDatabase = perTestDatabase();

  it.runIf(testDatabaseKinds.includes('postgres'))(
    'includes the sort keys in PostgreSQL’s filter indexes, and is undone',
    async () => {
      const database = await testDatabase('postgres');
      const db = database.db as unknown as Kysely<unknown>;
      /** What `index` includes, as PostgreSQL writes it ('' for nothing). */
      const included = async (index: string) => {
        const definition = await postgresIndexDefinition(db, index);
        expect(definition, index).toBeDefined();
        return /INCLUDE \(([^)]*)\)/.exec(definition ?? '')?.[1] ?? '';
      };

      // 0033 includes the ZIP code in the index of dates as well: undone first, to 0024's state.
      await zipInDates.down(db);
      for (const [index, columns] of INCLUDES) expect(await included(index), index).toBe(columns);
      await sortKeys.down(db);
      for (const [index] of INCLUDES) {
        expect(await included(index), index).toBe(
          index === 'jobs_active_zip_include_idx' ? 'location_zip' : '',
        );
      }
      await sortKeys.up(db);
      for (const [index, columns] of INCLUDES) expect(await included(index), index).toBe(columns);
    },
  );

  it('leaves SQLite’s indexes as they are', async () => {
    const database = await testDatabase('sqlite');
    await expectSqliteIndexesKept(database.db as unknown as Kysely<unknown>, sortKeys);
  });
});
