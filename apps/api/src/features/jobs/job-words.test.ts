import { jobListQuerySchema } from '@firstshift/domain';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db';
import * as jobWords from '../../db/migrations/0045-postgres-job-words';
import { testDatabaseKinds } from '../../db/test-database';
import { createBusiness, createJob, createJobs, jobColumnsBut } from '../../testing/factories';
import { perTestDatabase } from '../../testing/per-test-database';
import { sentStatements } from '../../testing/sent-statements';
import { listPublicJobs } from './jobs.repository';

// Migration 0045 (decision 097): PostgreSQL keeps each active job's words, title, business name
// and date in a narrow table, in step with the job, which a search of common words walks.

const onPostgres = testDatabaseKinds.includes('postgres');

/**
 * The kept rows, after checking that they are exactly the active jobs' columns of the same
 * names: each job's id with its title.
 */
async function keptRows(db: Db) {
  const columns = sql.raw('id, status, published_at, search_vector::text, title, company_name');
  const kept = await sql<Record<string, unknown>>`
    select ${columns} from job_words order by id`.execute(db);
  const active = await sql<Record<string, unknown>>`
    select ${columns} from jobs where status = 'active' order by id`.execute(db);
  expect(kept.rows).toEqual(active.rows);
  return kept.rows.map((row) => ({ id: row.id, title: row.title }));
}

describe.skipIf(!onPostgres)('migration 0045, the table of active jobs’ words', () => {
  const testDatabase = perTestDatabase();

  it('keeps a row for each active job, written with the job and gone with it', async () => {
    const { db } = await testDatabase('postgres');
    const business = await createBusiness(db, { business_name: 'Harbor Theater' });
    const usher = await createJob(db, { business, title: 'Usher' });
    await createJob(db, { business, title: 'Draft usher', status: 'draft' });
    await createJob(db, { business, title: 'Old usher', status: 'archived' });
    expect(await keptRows(db)).toEqual([{ id: usher, title: 'Usher' }]);

    const update = (set: Record<string, unknown>) =>
      db.updateTable('jobs').set(set).where('id', '=', usher).execute();
    await update({ title: 'Ticket taker', description: 'Take tickets at the door.' });
    expect(await keptRows(db)).toEqual([{ id: usher, title: 'Ticket taker' }]);
    await update({ status: 'archived' });
    expect(await keptRows(db)).toEqual([]);
    await update({ status: 'active', published_at: '2026-11-30T12:00:00.000Z' });
    expect(await keptRows(db)).toEqual([{ id: usher, title: 'Ticket taker' }]);
    // The business's new name, written to its jobs, and a city, which the words hold.
    await update({ company_name: 'Harbor Playhouse', location_city: 'Astoria' });
    expect(await keptRows(db)).toEqual([{ id: usher, title: 'Ticket taker' }]);
    // A column the row does not hold leaves it as it is.
    await update({ applicants_count: 3 });
    expect(await keptRows(db)).toEqual([{ id: usher, title: 'Ticket taker' }]);

    // Many jobs written by one statement, and many changed by one.
    const copied = await jobColumnsBut(db, ['id', 'title']);
    await sql`insert into jobs (title, ${copied})
      select 'Greeter ' || n, ${copied} from jobs, generate_series(1, 3) as n
      where jobs.id = ${usher}`.execute(db);
    await db
      .updateTable('jobs')
      .set({ status: 'draft' })
      .where('title', 'in', ['Greeter 1', 'Greeter 3'])
      .execute();
    expect((await keptRows(db)).map((row) => row.title)).toEqual(['Ticket taker', 'Greeter 2']);

    await db.deleteFrom('jobs').where('id', '=', usher).execute();
    expect((await keptRows(db)).map((row) => row.title)).toEqual(['Greeter 2']);
  });

  it('takes a job of the longest description, which the walk of common words finds', async () => {
    const { db } = await testDatabase('postgres');
    const business = await createBusiness(db, { business_name: 'Harbor Theater' });
    await createJobs(
      db,
      Array.from({ length: 40 }, () => ({ business, title: 'Usher' })),
    );
    await sql`analyze jobs`.execute(db);
    // 10,000 characters (the most a job's description may have) of words each its own: more
    // words than an index entry could hold.
    const words = Array.from({ length: 1500 }, (_, i) => `w${i.toString(36).padStart(5, 'q')}`);
    const description = words.join(' ').slice(0, 10_000);
    expect(description).toHaveLength(10_000);
    const long = await createJob(db, {
      business,
      title: 'Usher',
      description,
      published_at: new Date().toISOString(),
    });
    expect((await keptRows(db)).map((row) => row.id)).toContain(long);

    const { result, sharedPlans } = await sentStatements(db, () =>
      listPublicJobs(db, jobListQuerySchema.parse({ search: 'usher', sort: 'date' })),
    );
    expect(sharedPlans.at(-1)?.sql).toContain('job_words');
    expect((JSON.parse(result.json) as { id: number }[])[0]?.id).toBe(long);
  });

  it('is undone, and made again from the jobs', async () => {
    const { db: testDb } = await testDatabase('postgres');
    const db = testDb as unknown as Kysely<unknown>;
    const usher = await createJob(testDb, { title: 'Usher' });
    await createJob(testDb, { title: 'Usher', status: 'draft' });
    await jobWords.down(db);
    const table = sql<{ name: string | null }>`select to_regclass('job_words')::text as name`;
    expect((await table.execute(db)).rows[0]?.name).toBeNull();
    await jobWords.up(db);
    expect(await keptRows(testDb)).toEqual([{ id: usher, title: 'Usher' }]);
  });
});
