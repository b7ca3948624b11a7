import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createBusiness, createJob } from '../../testing/factories';
import { type TestDatabase, createTestDatabase } from '../test-database';
import * as searchFilterTokens from './0010-search-filter-tokens';
import * as moreSearchFilterWords from './0020-more-search-filter-words';

// The filter words of SQLite's full-text index (migrations 0010 and 0020, decisions 025 and 055).
// SQLite only: on PostgreSQL the migrations do nothing.

describe('the search filter words on SQLite', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  // The jobs' ids, whether the index keeps them as they are (0010, 0020) or negated (0043).
  const matches = async (db: Kysely<unknown>, query: string) =>
    (
      await sql<{ id: number }>`select abs(rowid) as id from jobs_fts where jobs_fts match ${query}
        order by abs(rowid)`.execute(db)
    ).rows.map((row) => row.id);

  it('0010 makes the index from either index, runs again, and is undone', async () => {
    database = await createTestDatabase('sqlite');
    const db = database.db as unknown as Kysely<unknown>;
    const oregon = await createJob(database.db, { title: 'Kennel helper', location_state: 'OR' });
    const washington = await createJob(database.db, { title: 'Kennel aide', location_state: 'WA' });

    // Only its view left, as by a database whose index was dropped by hand.
    await sql`drop trigger jobs_fts_after_update`.execute(db);
    await sql`drop trigger jobs_fts_after_delete`.execute(db);
    await sql`drop trigger jobs_fts_after_insert`.execute(db);
    await sql`drop table jobs_fts`.execute(db);
    await searchFilterTokens.up(db);
    expect(await matches(db, '"kennel" "qqstor0"')).toEqual([oregon]);
    await searchFilterTokens.up(db);
    expect(await matches(db, '"kennel" "qqstwa0"')).toEqual([washington]);

    await searchFilterTokens.down(db);
    expect(await matches(db, '"kennel"')).toEqual([oregon, washington]);
    await expect(matches(db, 'filters : "qqstor0"')).rejects.toThrow();
    await searchFilterTokens.up(db);
    expect(await matches(db, '"kennel" "qqstor0"')).toEqual([oregon]);
  });

  it('0020 adds the ZIP code, pay type and business words, keeps 0010’s, and is undone', async () => {
    database = await createTestDatabase('sqlite');
    const db = database.db as unknown as Kysely<unknown>;
    const business = await createBusiness(database.db);
    const stipend = await createJob(database.db, {
      business,
      title: 'Kennel helper',
      location_zip: '97201-1234',
      compensation_type: 'per month stipend',
    });
    // A volunteer's job has no pay type: its other words are still there.
    const volunteer = await createJob(database.db, {
      title: 'Kennel aide',
      location_zip: '98101',
      compensation_type: null,
      compensation_amount: null,
    });
    const biz = `"qqbiz${business.userId}0"`;

    expect(await matches(db, `"kennel" "qqzip972010" "qqpaypermonthstipend0" ${biz}`)).toEqual([
      stipend,
    ]);
    expect(await matches(db, '"kennel" "qqzip981010" "qqstor0" "qqjtparttime0"')).toEqual([
      volunteer,
    ]);

    await moreSearchFilterWords.down(db);
    expect(await matches(db, '"kennel" "qqstor0"')).toEqual([stipend, volunteer]);
    expect(await matches(db, '"qqzip972010"')).toEqual([]);
    await moreSearchFilterWords.up(db);
    await moreSearchFilterWords.up(db);
    expect(await matches(db, '"kennel" "qqzip981010"')).toEqual([volunteer]);

    // Kept in step with a change of the ZIP code and the pay type.
    await database.db
      .updateTable('jobs')
      .set({ location_zip: '98101', compensation_type: 'per week stipend' })
      .where('id', '=', stipend)
      .execute();
    expect(await matches(db, '"qqzip981010" "qqpayperweekstipend0"')).toEqual([stipend]);
    expect(await matches(db, '"qqzip972010"')).toEqual([]);
  });
});
