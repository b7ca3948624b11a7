import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectSqliteIndexesKept, postgresIndexDefinition } from '../../testing/index-columns';
import { perTestDatabase } from '../../testing/per-test-database';
import { testDatabaseKinds } from '../test-database';
import * as applicationCounts from './0034-application-counts-index';

// Migration 0034 (decision 072): PostgreSQL's index of each job's applications with what the
// dashboard counts of them. On SQLite it does nothing.

const INDEX = 'applications_job_counts_idx';

describe('migration 0034', () => {
  const testDatabase = perTestDatabase();

  it.runIf(testDatabaseKinds.includes('postgres'))(
    'indexes each job’s applications with their status, date and first view on PostgreSQL, finds it made, and is undone',
    async () => {
      const database = await testDatabase('postgres');
      const db = database.db as unknown as Kysely<unknown>;
      const definition = async () =>
        /ON \S+ USING btree \(([^)]*)\) INCLUDE \(([^)]*)\)$/
          .exec((await postgresIndexDefinition(db, INDEX)) ?? '')
          ?.slice(1);
      const expected = ['job_id', 'status, created_at, business_viewed_at'];

      expect(await definition()).toEqual(expected);
      await applicationCounts.down(db);
      expect(await postgresIndexDefinition(db, INDEX)).toBeUndefined();
      await applicationCounts.up(db);
      expect(await definition()).toEqual(expected);
      // Built beforehand (docs/deploy.md), the index is found made.
      await applicationCounts.up(db);
      expect(await definition()).toEqual(expected);
    },
  );

  it('leaves SQLite’s indexes as they are', async () => {
    const database = await testDatabase('sqlite');
    await expectSqliteIndexesKept(database.db as unknown as Kysely<unknown>, applicationCounts);
  });
});
