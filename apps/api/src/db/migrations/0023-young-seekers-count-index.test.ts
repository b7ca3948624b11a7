import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createJob } from '../../testing/factories';
import { indexColumns } from '../../testing/index-columns';
import { perTestDatabase } from '../../testing/per-test-database';
import { testDatabaseKinds } from '../test-database';
import * as youngSeekers from './0023-young-seekers-count-index';

// Migration 0023 (decision 059): an index of active jobs leading with the two flags and the age.

describe('migration 0023', () => {
  const testDatabase = perTestDatabase();

  it('indexes active jobs by the flags and the age on SQLite, and is undone', async () => {
    const database = await testDatabase('sqlite');
    const testDb = database.db;
    const db = testDb as unknown as Kysely<unknown>;
    const job = (
      minimum_age_required: number,
      flags: 0 | 1,
      status: 'active' | 'archived' = 'active',
    ) =>
      createJob(testDb, {
        minimum_age_required,
        high_school_students_welcome: flags,
        after_school_hours_available: flags,
        status,
      });
    const fourteen = await job(14, 1);
    const fifteen = await job(15, 1);
    await job(16, 1);
    await job(14, 0);
    await job(14, 1, 'archived');
    // A young seeker's count, through the index.
    const forFifteen = async () =>
      (
        await sql<{ id: number }>`select id from jobs indexed by jobs_active_young_cover_idx
          where status = 'active' and high_school_students_welcome = 1
          and after_school_hours_available = 1 and minimum_age_required <= 15
          order by id`.execute(db)
      ).rows.map((row) => row.id);
    const indexes = async () =>
      (
        await sql<{ name: string }>`select name from sqlite_master
          where name = 'jobs_active_young_cover_idx'`.execute(db)
      ).rows.length;

    expect((await indexColumns(db, 'jobs_active_young_cover_idx')).slice(0, 3)).toEqual([
      'high_school_students_welcome',
      'after_school_hours_available',
      'minimum_age_required',
    ]);
    expect(await forFifteen()).toEqual([fourteen, fifteen]);

    await youngSeekers.down(db);
    expect(await indexes()).toBe(0);
    await youngSeekers.up(db);
    expect(await indexes()).toBe(1);
    expect(await forFifteen()).toEqual([fourteen, fifteen]);
  });

  it.each(testDatabaseKinds)('makes the index on %s, and is undone', async (kind) => {
    const database = await testDatabase(kind);
    const db = database.db as unknown as Kysely<unknown>;
    const indexed = async () =>
      (
        await sql<{ name: string }>`${sql.raw(
          kind === 'sqlite'
            ? `select name from sqlite_master where name = 'jobs_active_young_cover_idx'`
            : `select indexname as name from pg_indexes
                 where indexname = 'jobs_active_young_cover_idx' and schemaname = current_schema()`,
        )}`.execute(db)
      ).rows.length;

    expect(await indexed()).toBe(1);
    await youngSeekers.down(db);
    expect(await indexed()).toBe(0);
    await youngSeekers.up(db);
    expect(await indexed()).toBe(1);
  });
});
