import { jobListQuerySchema } from '@firstshift/domain';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { WALKED_JOBS } from '../../db/job-search';
import { cityIntersectionOf } from '../../db/postgres-word-frequencies';
import { type TestDatabase, testDatabaseKinds } from '../../db/test-database';
import { type TestJobFields, createBusiness, createJobs } from '../../testing/factories';
import {
  matchingIdsStatement,
  planAsAtScale,
  searchBoard,
  titled,
} from '../../testing/search-testing';
import { sentStatements } from '../../testing/sent-statements';
import { jobsOf, listPublicJobs } from './jobs.repository';

// Decision 099: a PostgreSQL search with a city walks the city's newest WALKED_JOBS first; with
// few matches among them it takes the matches from the intersection of the words and the city's
// words in the index of words, with enough it walks on; rare words are intersected at once, and
// words in most jobs walk the city's jobs under a statement with the city written in. Here: the
// choice of way, the intersection's plan, a city written in; which jobs each way finds is in
// search-walked-or-intersected.test.ts.

const onPostgres = testDatabaseKinds.includes('postgres');

// Each test fills a board of thousands of jobs: well past the default on a busy machine.
describe.skipIf(!onPostgres)('a text search in a city on PostgreSQL', { timeout: 120_000 }, () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  /**
   * `count` jobs in Salem, oldest first, each titled `job(i)` or with its fields, then twenty newer
   * ones in Eugene for a math tutor and a barista (which the city leaves out); analysed as
   * autovacuum would.
   */
  async function board(count: number, job: (i: number) => string | TestJobFields) {
    const made = await searchBoard(
      'postgres',
      count,
      job,
      { location_city: 'Salem', location_state: 'OR' },
      { title: 'Math tutor and barista', location_city: 'Eugene', location_state: 'OR' },
    );
    database = made.database;
    return made;
  }

  // Which jobs each way finds: search-walked-or-intersected.test.ts, with a category and a city.
  it('intersects in the words’ index, never in the city’s', async () => {
    const { db } = await board(
      WALKED_JOBS + 100,
      titled('Math tutor', (i) => i < 3),
    );
    // The words with the city's words, from the index of words: the city's conditions cannot
    // lead the planner to read every job of the city.
    const query = jobListQuerySchema.parse({ search: 'tutor', location: 'Salem, OR' });
    const compiled = matchingIdsStatement(db, query, 501, {
      intersect: { byCity: true },
    }).compile();
    const plan = await planAsAtScale(db, compiled);
    expect(compiled.sql).toMatch(/\(\(.*lower\("jobs"\."location_city"\) = .*\)\) is true/);
    expect(plan).toMatch(/Bitmap Index Scan on jobs_active_words_filters_idx/);
    expect(plan).toMatch(/Index Cond: \(search_vector @@ .*'salem'/);
    expect(plan).not.toContain('jobs_active_city_cover_idx');
  });

  it('chooses the way from the board’s figures, and lists what the city’s jobs hold', async () => {
    // Line cooks in most jobs, a host in every fifth, a tutor in three.
    const { db, ids } = await board(WALKED_JOBS + 100, (i) =>
      i < 3 ? 'Math tutor' : i % 5 === 4 ? 'Host' : 'Line cook',
    );
    const figures = (word: string) => cityIntersectionOf(db, [word], 'salem', {}, 501);
    expect(await figures('cook')).toBeUndefined();
    expect(await figures('host')).toEqual({ walkedBelow: expect.any(Number), byCity: true });
    expect(await figures('tutor')).toEqual({ byCity: true });

    const search = async (words: string) => {
      const query = jobListQuerySchema.parse({
        search: words,
        location: 'Salem, OR',
        sort: 'date',
      });
      const { result, statements, sharedPlans } = await sentStatements(db, () =>
        listPublicJobs(db, query),
      );
      const planned = (await matchingIdsStatement(db, query, 501).execute()).map((row) => row.id);
      expect(planned.length).toBeGreaterThan(0);
      expect(jobsOf(result).map((job) => job.id)).toEqual(planned.slice(0, 20));
      expect(result.total).toBe(Math.min(planned.length, 500));
      return { statement: statements.at(-1)?.sql ?? '', sharedPlans };
    };
    // Words in most jobs walk the city's jobs, the city written into a statement planned once.
    const cooks = await search('cook');
    expect(cooks.sharedPlans).toHaveLength(1);
    expect(cooks.statement).toContain(`lower("jobs"."location_city") = 'salem'`);
    // Words in some walk the city's newest jobs first; rare words are intersected at once.
    expect((await search('host')).statement).toContain('walk_summary');
    const tutors = await search('tutor');
    expect(tutors.statement).toContain('"intersected"');
    expect(tutors.statement).not.toContain('walk_summary');
    expect(ids.length).toBe(WALKED_JOBS + 100);
  });

  it('writes a city with a quote into its statement as text, and finds its jobs', async () => {
    const { db } = await board(10, () => 'Line cook');
    const business = await createBusiness(db);
    const ids = await createJobs(
      db,
      Array.from({ length: 5 }, () => ({
        business,
        title: 'Line cook',
        location_city: "Coeur d'Alene",
        location_state: 'ID',
      })),
    );
    await sql`analyze jobs`.execute(db);
    const query = jobListQuerySchema.parse({
      search: 'cook',
      location: "Coeur d'Alene, ID",
      sort: 'date',
    });
    const { result, sharedPlans } = await sentStatements(db, () => listPublicJobs(db, query));
    expect(sharedPlans[0]?.sql).toContain(`lower("jobs"."location_city") = 'coeur d''alene'`);
    expect(jobsOf(result).map((job) => job.id)).toEqual([...ids].reverse());
  });
});
