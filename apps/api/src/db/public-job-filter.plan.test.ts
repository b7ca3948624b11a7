import { jobListQuerySchema } from '@firstshift/domain';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicJobFilter } from './public-job-filter';
import { type TestDatabase, createTestDatabase } from './test-database';

// Decision 025: a filtered list's count (up to 1,001 matches) checks every filter inside one
// index over active jobs, reading no job row. These plans are what keeps a count at a million
// jobs under a millisecond; an index that no longer carries a filter, or a filter written so
// that no index can check it, would read rows again.

/** The planner's statistics of a board of a million active jobs (as `npm run bench` builds). */
const MILLION_JOB_STATS: [string, string][] = [
  ['jobs_active_city_cover_idx', '1000000 25642 1 1 1 1 1 1 1 1 1'],
  ['jobs_active_work_format_cover_idx', '1000000 333334 1 1 1 1 1 1 1 1'],
  ['jobs_active_job_type_cover_idx', '1000000 166667 1 1 1 1 1 1 1 1'],
  ['jobs_active_category_cover_idx', '1000000 83334 1 1 1 1 1 1 1 1'],
  ['jobs_active_state_cover_idx', '1000000 37038 1 1 1 1 1 1 1 1'],
  ['jobs_active_published_cover_idx', '1000000 1 1 1 1 1 1 1 1 1'],
  ['jobs_status_company_idx', '1000000 1000000 4185 1'],
  ['jobs_status_title_idx', '1000000 1000000 1856 1'],
  ['jobs_status_compensation_idx', '1000000 1000000 333334 1 1'],
  ['jobs_status_zip_idx', '1000000 1000000 25000 1 1'],
  ['jobs_status_published_idx', '1000000 1000000 1 1'],
  ['jobs_business_idx', '1000000 3334 3334 1 1'],
];

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  const { db } = database;
  await sql`analyze`.execute(db);
  for (const [index, stat] of MILLION_JOB_STATS) {
    await sql`insert into sqlite_stat1 (tbl, idx, stat) values ('jobs', ${index}, ${stat})`.execute(
      db,
    );
  }
  // Makes the planner read the statistics just written.
  await sql`analyze sqlite_schema`.execute(db);
});
afterAll(async () => {
  await database.destroy();
});

async function countPlan(filters: Record<string, string>): Promise<string> {
  const query = jobListQuerySchema.parse(filters);
  const compiled = database.db
    .selectFrom('jobs')
    .where(publicJobFilter(query))
    .select('jobs.id')
    .limit(1001)
    .compile();
  const result = await database.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
  );
  return result.rows.map((row) => row.detail).join('\n');
}

describe('the count of a filtered job list (SQLite)', () => {
  it.each([
    [{ state: 'OR', job_type: 'part-time', hsWelcome: 'true' }],
    [{ business_category: 'Retail', afterSchool: 'true', work_format: 'in-person' }],
    [{ job_type: 'volunteer', minimum_age: '14' }],
    [{ work_format: 'virtual', hsWelcome: 'true', afterSchool: 'true' }],
    [{ hsWelcome: 'true', afterSchool: 'true', minimum_age: '15' }],
    [{ location: 'OR', business_category: 'Retail', job_type: 'seasonal', work_format: 'hybrid' }],
  ])('checks every filter in one covering index: %o', async (filters) => {
    expect(await countPlan(filters)).toMatch(/USING COVERING INDEX jobs_active_\w+_cover_idx/);
  });

  it('starts from the city index for a city, reading rows only for matches', async () => {
    expect(await countPlan({ city: 'Portland', hsWelcome: 'true' })).toMatch(
      /USING INDEX jobs_active_city_cover_idx/,
    );
  });
});
