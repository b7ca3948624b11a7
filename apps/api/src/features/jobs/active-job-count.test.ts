import { jobListQuerySchema } from '@firstshift/domain';
import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db';
import { down, up } from '../../db/migrations/0012-active-job-count';
import { type TestDatabase, createTestDatabase, testDatabaseKinds } from '../../db/test-database';
import { createBusiness, createJob } from '../../testing/factories';
import { listPublicJobs } from './jobs.repository';

// The number of active jobs is kept by triggers (migration 0012, decision 037): whatever writes
// the jobs, it stays the number a count of them gives, and the unfiltered list reports it.

/** Every column of a job but its id: the jobs copied by one INSERT ... SELECT. */
const COPIED_COLUMNS = [
  'business_id',
  'company_name',
  'title',
  'description',
  'job_type',
  'job_types',
  'business_category',
  'work_format',
  'minimum_age_required',
  'location_street',
  'location_city',
  'location_state',
  'location_zip',
  'key_responsibilities',
  'requirements_qualifications',
  'offerings',
  'compensation_type',
  'compensation_amount',
  'duration',
  'schedule',
  'application_deadline',
  'contact_email',
  'high_school_students_welcome',
  'after_school_hours_available',
  'previous_experience_required',
  'created_at',
  'updated_at',
  'published_at',
  'status',
] as const;

describe.each(testDatabaseKinds)('the kept number of active jobs on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  const kept = async (db: Db) =>
    (await db.selectFrom('active_job_count').select('jobs').executeTakeFirstOrThrow()).jobs;
  const counted = async (db: Db) =>
    Number(
      (
        await db
          .selectFrom('jobs')
          .where('status', '=', 'active')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const listTotal = async (db: Db) =>
    (await listPublicJobs(db, jobListQuerySchema.parse({}))).total;

  it('follows every insert, status change and delete, one job or many at a time', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    expect(await kept(db)).toBe(0);
    const business = await createBusiness(db);
    const other = await createBusiness(db);

    const first = await createJob(db, { business });
    const draft = await createJob(db, { business, status: 'draft' });
    await createJob(db, { business: other });
    await createJob(db, { business: other, status: 'archived' });
    expect(await kept(db)).toBe(2);

    // Published, archived, re-published, and a change that leaves the status alone.
    await db.updateTable('jobs').set({ status: 'active' }).where('id', '=', draft).execute();
    expect(await kept(db)).toBe(3);
    await db.updateTable('jobs').set({ status: 'archived' }).where('id', '=', first).execute();
    expect(await kept(db)).toBe(2);
    await db.updateTable('jobs').set({ applicants_count: 4 }).execute();
    await db.updateTable('jobs').set({ status: 'active' }).where('id', '=', draft).execute();
    expect(await kept(db)).toBe(2);

    // Many rows in one statement: all the business's jobs archived, then all made active.
    await db.updateTable('jobs').set({ status: 'archived' }).execute();
    expect(await kept(db)).toBe(0);
    await db.updateTable('jobs').set({ status: 'active' }).execute();
    expect(await kept(db)).toBe(4);
    await db
      .insertInto('jobs')
      .columns(COPIED_COLUMNS)
      .expression(db.selectFrom('jobs').select(COPIED_COLUMNS))
      .execute();
    expect(await kept(db)).toBe(8);

    await db.deleteFrom('jobs').where('id', '=', first).execute();
    expect(await kept(db)).toBe(7);
    // A business's user deleted: its jobs go by the foreign key's cascade.
    await db.deleteFrom('users').where('id', '=', other.userId).execute();
    expect(await kept(db)).toBe(await counted(db));
    expect(await kept(db)).toBeGreaterThan(0);
    expect(await listTotal(db)).toBe(await counted(db));

    await db.deleteFrom('jobs').execute();
    expect(await kept(db)).toBe(0);
    expect(await listTotal(db)).toBe(0);
  });

  it.runIf(kind === 'postgres')('is zero after the jobs are truncated', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await createJob(db);
    await createJob(db);
    expect(await kept(db)).toBe(2);
    await sql`truncate jobs cascade`.execute(db);
    expect(await kept(db)).toBe(0);
    await createJob(db);
    expect(await kept(db)).toBe(1);
    // As the tests empty the database between them: every table at once.
    await database.reset();
    expect(await kept(db)).toBe(0);
  });

  it('is not changed by a write that is rolled back', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await createJob(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await createJob(trx);
        expect(await kept(trx)).toBe(2);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await kept(db)).toBe(1);
  });

  it('is counted from the jobs already there when the migration runs, and undone', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const raw = db as unknown as Kysely<unknown>;
    await down(raw);
    await createJob(db);
    await createJob(db, { status: 'draft' });
    await createJob(db);
    await up(raw);
    expect(await kept(db)).toBe(2);
    await createJob(db);
    expect(await kept(db)).toBe(3);
    await down(raw);
    await expect(sql`select jobs from active_job_count`.execute(raw)).rejects.toThrow();
    await up(raw);
    expect(await kept(db)).toBe(3);
  });
});
