import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase, testDatabaseKinds } from '../test-database';
import { up } from './0009-covering-job-filters';

// Kysely runs SQLite migrations outside a transaction: a start cut short by kill -9 runs this
// one again over what it had done.
describe.each(testDatabaseKinds)('migration 0009 on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it('can run again over a run that was cut short', async () => {
    database = await createTestDatabase(kind);
    const db = database.db as unknown as Kysely<unknown>;
    // Cut short after its first index, before the old ones were dropped.
    await db.schema.dropIndex('jobs_active_state_cover_idx').execute();
    await db.schema
      .createIndex('jobs_status_state_idx')
      .on('jobs')
      .columns(['status', 'location_state', 'published_at', 'id'])
      .execute();

    await up(db);
    await up(db);
    const names = await indexNames(database);
    expect(names).toContain('jobs_active_state_cover_idx');
    expect(names).not.toContain('jobs_status_state_idx');
  });
});

async function indexNames(database: TestDatabase): Promise<string[]> {
  const rows =
    database.kind === 'postgres'
      ? await sql<{ name: string }>`select indexname as name from pg_indexes
          where tablename = 'jobs' and schemaname = current_schema()`.execute(database.db)
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'index' and tbl_name = 'jobs'`.execute(database.db);
  return rows.rows.map((row) => row.name);
}
