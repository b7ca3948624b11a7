import { jobListQuerySchema } from '@firstshift/domain';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db';
import * as newestFirst from '../../db/migrations/0043-newest-first-search-index';
import { testDatabaseKinds } from '../../db/test-database';
import { createBusiness, createJob } from '../../testing/factories';
import { perTestDatabase } from '../../testing/per-test-database';
import { listPublicJobs } from './jobs.repository';

// Migration 0043 (decision 093): SQLite's index of words keeps each job under its id negated, so
// that it hands over the newest job first in its ascending order.

/** The rowids under which the index keeps the jobs holding `query`, in its ascending order. */
const rowids = async (db: Kysely<unknown>, query: string) =>
  (
    await sql<{ id: number }>`select rowid as id from jobs_fts where jobs_fts match ${query}
      order by rowid`.execute(db)
  ).rows.map((row) => row.id);

/** The titles of the jobs a search finds, newest first. */
async function found(db: Db, search: string, filters: Record<string, string> = {}) {
  const page = await listPublicJobs(
    db,
    jobListQuerySchema.parse({ search, sort: 'date', ...filters }),
  );
  return (JSON.parse(page.json) as { title: string }[]).map((job) => job.title);
}

describe('migration 0043', () => {
  const testDatabase = perTestDatabase();

  it('keeps each job under its id negated, newest first, in step with the job', async () => {
    const { db: testDb } = await testDatabase('sqlite');
    const db = testDb as unknown as Kysely<unknown>;
    const business = await createBusiness(testDb, { business_name: 'Harbor Pets' });
    const older = await createJob(testDb, { business, title: 'Kennel helper' });
    const newer = await createJob(testDb, {
      business,
      title: 'Kennel aide',
      location_zip: '98101',
      location_state: 'WA',
    });
    expect(await rowids(db, 'kennel')).toEqual([-newer, -older]);
    expect(await rowids(db, '"kennel" "qqzip981010" "qqstwa0"')).toEqual([-newer]);
    expect(await found(testDb, 'kennel')).toEqual(['Kennel aide', 'Kennel helper']);
    // The view the index reads a job's text from gives the same rowids.
    const { rows } = await sql<{ title: string }>`select title from jobs_fts
      where jobs_fts match 'aide'`.execute(db);
    expect(rows).toEqual([{ title: 'Kennel aide' }]);

    // A new title, a new ZIP code and a deleted job reach the index.
    await testDb
      .updateTable('jobs')
      .set({ title: 'Dog groomer' })
      .where('id', '=', older)
      .execute();
    expect(await rowids(db, 'kennel')).toEqual([-newer]);
    expect(await rowids(db, 'groomer')).toEqual([-older]);
    await testDb
      .updateTable('jobs')
      .set({ location_zip: '97201' })
      .where('id', '=', newer)
      .execute();
    expect(await rowids(db, '"qqzip981010"')).toEqual([]);
    expect(await found(testDb, 'kennel', { zip: '97201' })).toEqual(['Kennel aide']);
    await testDb.deleteFrom('jobs').where('id', '=', older).execute();
    expect(await rowids(db, 'groomer')).toEqual([]);
    await sql`insert into jobs_fts (jobs_fts) values ('integrity-check')`.execute(db);
  });

  it('indexes many jobs written in one transaction', async () => {
    const { db: testDb } = await testDatabase('sqlite');
    const db = testDb as unknown as Kysely<unknown>;
    const business = await createBusiness(testDb);
    const ids = await testDb.transaction().execute(async (trx) => {
      const written: number[] = [];
      for (let n = 0; n < 40; n++) {
        written.push(await createJob(trx, { business, title: `Usher ${n}` }));
      }
      return written;
    });
    expect(await rowids(db, 'usher')).toEqual(ids.map((id) => -id).sort((a, b) => a - b));
    expect((await found(testDb, 'usher')).slice(0, 3)).toEqual([
      'Usher 39',
      'Usher 38',
      'Usher 37',
    ]);
    await sql`insert into jobs_fts (jobs_fts) values ('integrity-check')`.execute(db);
  });

  it('is undone to the ids as they are, and fills the index again', async () => {
    const { db: testDb } = await testDatabase('sqlite');
    const db = testDb as unknown as Kysely<unknown>;
    const first = await createJob(testDb, { title: 'Ticket taker' });
    const second = await createJob(testDb, { title: 'Ticket seller' });
    await newestFirst.down(db);
    expect(await rowids(db, 'ticket')).toEqual([first, second]);
    await newestFirst.up(db);
    expect(await rowids(db, 'ticket')).toEqual([-second, -first]);
    expect(await found(testDb, 'ticket')).toEqual(['Ticket seller', 'Ticket taker']);
    await sql`insert into jobs_fts (jobs_fts) values ('integrity-check')`.execute(db);
  });

  it.runIf(testDatabaseKinds.includes('postgres'))('leaves PostgreSQL as it is', async () => {
    const database = await testDatabase('postgres');
    const db = database.db as unknown as Kysely<unknown>;
    await newestFirst.up(db);
    await newestFirst.down(db);
    const { rows } = await sql<{ found: string | null }>`
      select to_regclass('jobs_fts')::text as found`.execute(db);
    expect(rows).toEqual([{ found: null }]);
  });
});
