import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from './create-db';
import { type TestDatabase, createTestDatabase } from './test-database';

// For plan tests: SQLite's statistics of a board of a million active jobs (as `npm run bench`
// builds it), so that an empty test database is planned as that board would be.

const MILLION_JOB_STATS: [string, string][] = [
  ['jobs_active_city_cover_idx', '1000000 25642 1 1 1 1 1 1 1 1 1 1 1 1 1'],
  ['jobs_active_work_format_cover_idx', '1000000 333334 1 1 1 1 1 1 1 1 1 1 1'],
  ['jobs_active_job_type_cover_idx', '1000000 166667 1 1 1 1 1 1 1 1 1 1 1'],
  ['jobs_active_category_cover_idx', '1000000 83334 1 1 1 1 1 1 1 1 1 1 1'],
  ['jobs_active_state_cover_idx', '1000000 37038 1 1 1 1 1 1 1 1 1 1 1'],
  ['jobs_active_published_cover_idx', '1000000 1 1 1 1 1 1 1 1 1 1 1 1'],
  ['jobs_active_filter_seek_idx', '1000000 83334 13889 4630 2315 1158 45 31 8 1 1'],
  ['jobs_status_company_idx', '1000000 1000000 4185 1'],
  ['jobs_status_title_idx', '1000000 1000000 1856 1'],
  ['jobs_status_compensation_idx', '1000000 1000000 333334 1 1'],
  ['jobs_active_zip_cover_idx', '1000000 25000 1 1 1 1 1 1 1 1 1 1 1 1 1'],
  // The place, its state and the age, which the counts seek (decision 086); the ZIP code's then
  // the two flags (decision 090).
  ['jobs_active_city_count_idx', '1000000 25642 25000 4167 4167'],
  ['jobs_active_zip_count_idx', '1000000 25000 4167 6 3 2'],
  // Partial (decision 051): the jobs with a ZIP code, and those with a pay type (85 % here).
  ['jobs_active_zip_seek_idx', '1000000 25000 2084 348 116 59 31 8 1 1 1 1'],
  ['jobs_active_pay_seek_idx', '850415 425208 35434 11812 3938 1969 985 39 27 7 1 1 1'],
  ['jobs_status_published_idx', '1000000 1000000 1 1'],
  ['jobs_business_idx', '1000000 3334 3334 1 1'],
  ['jobs_active_business_cover_idx', `1000000 3334 ${Array(15).fill(1).join(' ')}`],
  // The two flags, each true for half the board, then the age (decision 059).
  ['jobs_active_young_cover_idx', '1000000 500000 250000 41667 1 1 1 1 1 1 1'],
];

/** Gives the SQLite database `db` the planner statistics of a million active jobs. */
async function planAsMillionJobs(db: Db): Promise<void> {
  await sql`analyze`.execute(db);
  for (const [index, stat] of MILLION_JOB_STATS) {
    await sql`insert into sqlite_stat1 (tbl, idx, stat) values ('jobs', ${index}, ${stat})`.execute(
      db,
    );
  }
  // Makes the planner read the statistics just written.
  await sql`analyze sqlite_schema`.execute(db);
}

/**
 * A SQLite test database, empty but planned as a million active jobs, for the tests of the file
 * that calls this: made before them and removed after. Returns a getter for it.
 */
export function millionJobPlanner(): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await planAsMillionJobs(database.db);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  return () => {
    if (!database) throw new Error('The planner database is made before the tests only');
    return database;
  };
}
