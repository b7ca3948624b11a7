import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createJob } from '../../testing/factories';
import { type TestDatabase, createTestDatabase } from '../test-database';
import { down, up } from './0010-search-filter-tokens';

// SQLite only: on PostgreSQL the migration does nothing.

describe('migration 0010 on SQLite', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  const matches = async (db: Kysely<unknown>, query: string) =>
    (
      await sql<{ id: number }>`select rowid as id from jobs_fts where jobs_fts match ${query}
        order by rowid`.execute(db)
    ).rows.map((row) => row.id);

  it('makes the index from either index, runs again, and is undone', async () => {
    database = await createTestDatabase('sqlite');
    const db = database.db as unknown as Kysely<unknown>;
    const oregon = await createJob(database.db, { title: 'Kennel helper', location_state: 'OR' });
    const washington = await createJob(database.db, { title: 'Kennel aide', location_state: 'WA' });

    // Only its view left, as by a database whose index was dropped by hand.
    await sql`drop trigger jobs_fts_after_update`.execute(db);
    await sql`drop trigger jobs_fts_after_delete`.execute(db);
    await sql`drop trigger jobs_fts_after_insert`.execute(db);
    await sql`drop table jobs_fts`.execute(db);
    await up(db);
    expect(await matches(db, '"kennel" "qqstor0"')).toEqual([oregon]);
    await up(db);
    expect(await matches(db, '"kennel" "qqstwa0"')).toEqual([washington]);

    await down(db);
    expect(await matches(db, '"kennel"')).toEqual([oregon, washington]);
    await expect(matches(db, 'filters : "qqstor0"')).rejects.toThrow();
    await up(db);
    expect(await matches(db, '"kennel" "qqstor0"')).toEqual([oregon]);
  });
});
