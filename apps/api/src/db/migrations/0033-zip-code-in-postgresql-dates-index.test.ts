import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectSqliteIndexesKept, postgresIndexDefinition } from '../../testing/index-columns';
import { perTestDatabase } from '../../testing/per-test-database';
import { testDatabaseKinds } from '../test-database';
import * as zipInDates from './0033-zip-code-in-postgresql-dates-index';

// Migration 0033 (decision 071): PostgreSQL's index of active jobs' dates includes their ZIP
// codes, so that a radius's walk of the dates reads the index alone. On SQLite it does nothing.

const INDEX = 'jobs_active_published_cover_idx';

describe('migration 0033', () => {
  const testDatabase = perTestDatabase();

  it.runIf(testDatabaseKinds.includes('postgres'))(
    'includes the ZIP code in PostgreSQL’s index of dates, keeps its keys, and is undone',
    async () => {
      const database = await testDatabase('postgres');
      const db = database.db as unknown as Kysely<unknown>;
      const definition = async () => {
        const indexdef = await postgresIndexDefinition(db, INDEX);
        const [, keys, included] = /\(([^)]*)\) INCLUDE \(([^)]*)\)/.exec(indexdef ?? '') ?? [];
        return { keys, included, partial: indexdef?.endsWith("WHERE (status = 'active'::text)") };
      };
      const keys =
        'published_at, id, job_type, work_format, business_category, location_state, high_school_students_welcome, after_school_hours_available, minimum_age_required';

      expect(await definition()).toEqual({
        keys,
        included: 'company_name, title, location_zip',
        partial: true,
      });
      await zipInDates.down(db);
      expect(await definition()).toEqual({ keys, included: 'company_name, title', partial: true });
      await zipInDates.up(db);
      expect(await definition()).toEqual({
        keys,
        included: 'company_name, title, location_zip',
        partial: true,
      });
    },
  );

  it('leaves SQLite’s indexes as they are', async () => {
    const database = await testDatabase('sqlite');
    await expectSqliteIndexesKept(database.db as unknown as Kysely<unknown>, zipInDates);
  });
});
