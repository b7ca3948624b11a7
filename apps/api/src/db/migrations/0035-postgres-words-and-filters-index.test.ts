import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectSqliteIndexesKept, postgresIndexDefinition } from '../../testing/index-columns';
import { perTestDatabase } from '../../testing/per-test-database';
import { testDatabaseKinds } from '../test-database';
import * as wordsAndFilters from './0035-postgres-words-and-filters-index';

// Migration 0035 (decision 073): PostgreSQL's index of active jobs' words with their filter words
// beside them, in place of 0002's index of the words alone. On SQLite it does nothing.

const INDEX = 'jobs_active_words_filters_idx';
const WORDS_INDEX = 'jobs_search_vector_idx';

describe('migration 0035', () => {
  const testDatabase = perTestDatabase();

  it.runIf(testDatabaseKinds.includes('postgres'))(
    'indexes active jobs’ words with their filter words in place of the words alone, finds it made, and is undone',
    async () => {
      const database = await testDatabase('postgres');
      const db = database.db as unknown as Kysely<unknown>;
      const definition = async () => (await postgresIndexDefinition(db, INDEX)) ?? '';
      const expectMade = async () => {
        const made = await definition();
        expect(made).toMatch(/USING gin \(search_vector, \(ARRAY\[/);
        for (const word of ['qqst', 'qqcat', 'qqjt', 'qqwf', 'qqzip', 'qqpay']) {
          expect(made).toContain(`'${word}'::text`);
        }
        expect(made).toMatch(/WHERE \(status = 'active'::text\)$/);
        expect(await postgresIndexDefinition(db, WORDS_INDEX)).toBeUndefined();
      };

      await expectMade();
      await wordsAndFilters.down(db);
      expect(await postgresIndexDefinition(db, INDEX)).toBeUndefined();
      expect(await postgresIndexDefinition(db, WORDS_INDEX)).toMatch(
        /USING gin \(search_vector\)$/,
      );
      await wordsAndFilters.up(db);
      await expectMade();
      // Built beforehand (docs/deploy.md), the index is found made.
      await wordsAndFilters.up(db);
      await expectMade();
    },
  );

  it('leaves SQLite’s indexes as they are', async () => {
    const database = await testDatabase('sqlite');
    await expectSqliteIndexesKept(database.db as unknown as Kysely<unknown>, wordsAndFilters);
  });
});
