import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { createBusiness, createJob, type TestBusiness } from '../../testing/factories';
import { sentStatements } from '../../testing/sent-statements';
import { findCompanyPage } from './company.repository';
import { findPublicJob } from './jobs.repository';

// Decision 076: a job's details and a company's page read by an id, through the same indexes for
// any id, and SQLite planned each of their statements again for every id it was given (its
// statistics' samples are read for a value compared with an indexed column). Written to be planned
// once (kept-statements.ts, plannedOnce), every value is a `+?`, which the planner does not read.

/** The placeholders of `sql` that SQLite's planner reads: a `?` not written `+?`. */
const plannedPerValue = (sql: string) => sql.match(/(?<!\+)\?/g) ?? [];

describe('reads by id on SQLite', () => {
  let database: TestDatabase;
  let business: TestBusiness;
  let jobId: number;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    business = await createBusiness(database.db, { business_name: 'Harbor Books' });
    jobId = await createJob(database.db, { business, title: 'Bookshop helper' });
  });
  afterAll(() => database.destroy());

  it('reads a job’s details with a statement planned once', async () => {
    const { result, statements } = await sentStatements(database.db, () =>
      findPublicJob(database.db, jobId),
    );
    expect(result?.title).toBe('Bookshop helper');
    expect(statements).toHaveLength(1);
    expect(statements.flatMap(({ sql }) => plannedPerValue(sql))).toEqual([]);
  });

  it('reads a company’s profile, jobs and their number with statements planned once', async () => {
    const { result, statements } = await sentStatements(database.db, () =>
      findCompanyPage(database.db, business.userId, 1),
    );
    expect(result?.name).toBe('Harbor Books');
    expect(result?.jobs.map((job) => job.title)).toEqual(['Bookshop helper']);
    expect(result?.active_job_count).toBe(1);
    const byJobsOrProfile = statements.filter(({ sql }) => !sql.includes('"applications"'));
    expect(byJobsOrProfile).toHaveLength(3);
    expect(byJobsOrProfile.flatMap(({ sql }) => plannedPerValue(sql))).toEqual([]);
  });
});
