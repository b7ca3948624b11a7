import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectSqliteIndexesKept, postgresIndexDefinition } from '../../testing/index-columns';
import { perTestDatabase } from '../../testing/per-test-database';
import { testDatabaseKinds } from '../test-database';
import * as wordsAsSqlite from './0036-postgres-search-reads-words-as-sqlite';

// Migration 0036 (decision 079): PostgreSQL's words' column folds accents and keeps every word,
// as SQLite's index does. On SQLite it does nothing.

const INDEX = 'jobs_active_words_filters_idx';

describe('migration 0036', () => {
  const testDatabase = perTestDatabase();

  it.runIf(testDatabaseKinds.includes('postgres'))(
    'builds the words’ column with accents folded and stop words kept, keeps its index, and is undone',
    async () => {
      const database = await testDatabase('postgres');
      const db = database.db as unknown as Kysely<unknown>;
      // The words PostgreSQL keeps of a café's title, as the words' column would hold them.
      const wordsOf = async (title: string) => {
        const { rows } = await sql<{ words: string }>`
          select pg_get_expr(d.adbin, d.adrelid) as words
          from pg_attrdef d join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
          where d.adrelid = 'jobs'::regclass and a.attname = 'search_vector'`.execute(db);
        const config = /to_tsvector\('(\w+)'::regconfig, title\)/.exec(rows[0]?.words ?? '')?.[1];
        const vector = await sql<{ words: string }>`
          select to_tsvector(${config ?? 'missing'}::regconfig, ${title})::text as words`.execute(
          db,
        );
        return vector.rows[0]?.words;
      };

      expect(await wordsOf('Café Taquería')).toBe("'cafe':1 'taqueria':2");
      expect(await wordsOf('The IT desk')).toBe("'desk':3 'it':2 'the':1");
      expect(await postgresIndexDefinition(db, INDEX)).toMatch(
        /USING gin \(search_vector, \(ARRAY\[/,
      );

      await wordsAsSqlite.down(db);
      expect(await wordsOf('Café Taquería')).toBe("'café':1 'taquería':2");
      expect(await wordsOf('The IT desk')).toBe("'desk':3");
      expect(await postgresIndexDefinition(db, INDEX)).toMatch(
        /WHERE \(status = 'active'::text\)$/,
      );

      await wordsAsSqlite.up(db);
      expect(await wordsOf('Café Taquería')).toBe("'cafe':1 'taqueria':2");
      expect(await wordsOf('The IT desk')).toBe("'desk':3 'it':2 'the':1");
      expect(await postgresIndexDefinition(db, INDEX)).toMatch(
        /WHERE \(status = 'active'::text\)$/,
      );
    },
  );

  it('leaves SQLite’s indexes as they are', async () => {
    const database = await testDatabase('sqlite');
    await expectSqliteIndexesKept(database.db as unknown as Kysely<unknown>, wordsAsSqlite);
  });
});
