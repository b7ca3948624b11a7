import { jobListQuerySchema } from '@firstshift/domain';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { searchPlan } from '../../db/postgres-word-frequencies';
import { type TestDatabase, createTestDatabase, testDatabaseKinds } from '../../db/test-database';
import { createBusiness, createJobs } from '../../testing/factories';
import { matchingIdsStatement } from '../../testing/search-testing';
import { planForAnyValues } from '../../testing/plan-for-any-values';
import { sentStatements } from '../../testing/sent-statements';
import { jobsOf, listPublicJobs } from './jobs.repository';

// Decision 094: on PostgreSQL a text search without filters takes the way its words' shares call
// for (a walk by date for common words, every match from the index of words for rare ones),
// written into its statement, which is prepared and planned once for any words of that kind.
// It must find exactly the jobs the planner's own statement finds.

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 10, 27, 12);
const daysAgo = (days: number) => new Date(NOW - days * DAY_MS).toISOString();

const onPostgres = testDatabaseKinds.includes('postgres');

describe.skipIf(!onPostgres)('a text search planned once on PostgreSQL', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  /**
   * Ushers in most jobs, ticket takers in a tenth, each job a day older than the one before;
   * analysed as autovacuum would, then a few calligraphers the statistics do not know yet.
   */
  async function board() {
    database = await createTestDatabase('postgres');
    const { db } = database;
    const business = await createBusiness(db, { business_name: 'Harbor Theater' });
    const titles = Array.from({ length: 120 }, (_, i) =>
      i % 10 === 0 ? 'Ticket taker' : i % 3 === 0 ? 'Usher and greeter' : 'Usher',
    );
    await createJobs(
      db,
      titles.map((title, i) => ({ business, title, published_at: daysAgo(200 - i) })),
    );
    await sql`analyze jobs`.execute(db);
    await createJobs(
      db,
      [3, 1, 2].map((days) => ({
        business,
        title: 'Sign painter',
        description: 'Letter our posters in calligraphy.',
        published_at: daysAgo(days),
      })),
    );
    return db;
  }

  it('takes the way the words’ shares call for', async () => {
    const db = await board();
    expect(await searchPlan(db, ['usher'])).toEqual({ kind: 'walk' });
    expect(await searchPlan(db, ['calligraphy'])).toEqual({ kind: 'every-match' });
    expect(await searchPlan(db, ['ticket'])).toEqual({ kind: 'walk' });
    // Two words of a tenth each: together, a hundredth.
    expect((await searchPlan(db, ['ticket', 'taker']))?.kind).toBe('windows');
    // No word at all.
    expect(await searchPlan(db, [])).toBeUndefined();
  });

  it.each([
    ['walk', 'usher'],
    ['walk', 'greeter'],
    ['every-match', 'calligraphy'],
    ['every-match', 'ticket'],
  ] as const)(
    'finds the newest matches the planner’s statement finds (%s, "%s")',
    async (fixedPlan, search) => {
      const db = await board();
      const query = jobListQuerySchema.parse({ search });
      for (const limit of [50, 7, 1]) {
        const planned = await matchingIdsStatement(db, query, limit).execute();
        const fixed = await matchingIdsStatement(db, query, limit, { fixedPlan }).execute();
        expect(planned.length).toBeGreaterThan(0);
        expect(fixed).toEqual(planned);
      }
    },
  );

  it('runs a search without filters on the connections that plan once', async () => {
    const db = await board();
    for (const [search, expected] of [
      ['usher', 'Usher'],
      ['calligraphy', 'Sign painter'],
    ] as const) {
      for (const sort of ['relevance', 'date', 'title'] as const) {
        const query = jobListQuerySchema.parse({ search, sort });
        const { result, statements, sharedPlans } = await sentStatements(db, () =>
          listPublicJobs(db, query),
        );
        expect(jobsOf(result)[0]?.title).toContain(expected);
        expect(sharedPlans).toEqual([statements.at(-1)]);
      }
    }
    // The page past the first, and its count, from the same statement.
    const second = await listPublicJobs(
      db,
      jobListQuerySchema.parse({ search: 'usher', sort: 'date', limit: 20, skip: 20 }),
    );
    const ushers = await listPublicJobs(
      db,
      jobListQuerySchema.parse({ search: 'usher', sort: 'date', limit: 100 }),
    );
    expect(jobsOf(second).map((job) => job.id)).toEqual(
      jobsOf(ushers)
        .slice(20, 40)
        .map((job) => job.id),
    );
    expect(second.total).toBe(ushers.total);
  });

  // Planned for no words in particular, PostgreSQL reckons any words in 0.5% of jobs and would
  // read every match of a common word from the index of words.
  it('walks by date for common words under the plan made for any words', async () => {
    const db = await board();
    const { statements } = await sentStatements(db, () =>
      listPublicJobs(db, jobListQuerySchema.parse({ search: 'usher' })),
    );
    const search = statements.at(-1);
    if (!search) throw new Error('no statement sent');
    const plan = await planForAnyValues(db, search);
    expect(plan).toMatch(/Filter: .*\(\(search_vector @@ \$\d+\) IS TRUE\)/);
    expect(plan).not.toMatch(/Bitmap Index Scan/);
  });

  // Decision 097: the walk reads each job's words, title and business's name from the narrow
  // table that holds them by date, not from the job's row.
  it.each([['relevance'], ['date'], ['title'], ['company']])(
    'walks common words sorted by %s in the table of jobs’ words',
    async (sort) => {
      const db = await board();
      const { statements } = await sentStatements(db, () =>
        listPublicJobs(db, jobListQuerySchema.parse({ search: 'usher', sort })),
      );
      const search = statements.at(-1);
      if (!search) throw new Error('no statement sent');
      const plan = await planForAnyValues(db, search, true);
      expect(plan).toMatch(/Index Scan Backward using job_words_published_idx on job_words jobs/);
    },
  );

  // Decision 096: words in most jobs with filters of few values walk the filters' newest jobs,
  // the values written into the statement, planned once for any words.
  it.each([
    [{ minimum_age: '16' }, `"minimum_age_required" <= (16)`],
    [{ job_type: 'part-time', afterSchool: 'false' }, `"job_type" = 'part-time'`],
    [{ state: 'OR', sort: 'title' }, `"location_state" = 'OR'`],
    [{ work_format: 'in-person', sort: 'date', skip: '3' }, `"work_format" = 'in-person'`],
  ])(
    'walks the filters %o of a search of words in most jobs, planned once for them',
    async (filters, written) => {
      const db = await board();
      const query = jobListQuerySchema.parse({ search: 'usher', limit: '5', ...filters });
      const { result, statements, sharedPlans } = await sentStatements(db, () =>
        listPublicJobs(db, query),
      );
      expect(sharedPlans).toEqual([statements.at(-1)]);
      expect(sharedPlans[0]?.sql).toContain(written);
      // Its page and count from the matches the planner's own statement finds.
      const planned = (await matchingIdsStatement(db, query, 501).execute()).map((row) => row.id);
      expect(result.total).toBe(Math.min(planned.length, 500));
      expect(jobsOf(result).length).toBeGreaterThan(0);
      for (const job of jobsOf(result)) expect(planned).toContain(job.id);
    },
  );

  it.each([
    [{ minimum_age: '16', hsWelcome: 'true' }],
    [{ state: 'OR' }],
    [{ job_type: 'part-time', work_format: 'in-person', minimum_age: '18' }],
  ])(
    'finds the newest matches the planner’s statement finds (walk-filters, %o)',
    async (filters) => {
      const db = await board();
      // Filters that hold some of the jobs each, in every part of the board's dates.
      await sql`update jobs set
        high_school_students_welcome = case when id % 3 = 0 then 1 else 0 end,
        location_state = case when id % 2 = 0 then 'WA' else 'OR' end,
        job_type = case when id % 5 = 0 then 'seasonal' else 'part-time' end`.execute(db);
      const query = jobListQuerySchema.parse({ search: 'usher', ...filters });
      for (const limit of [50, 7, 1]) {
        const planned = await matchingIdsStatement(db, query, limit).execute();
        const walked = await matchingIdsStatement(db, query, limit, {
          fixedPlan: 'walk-filters',
        }).execute();
        expect(planned.length).toBeGreaterThan(0);
        expect(walked).toEqual(planned);
      }
    },
  );

  it('reads every match of rare words beside the age and the flags, planned once for them', async () => {
    const db = await board();
    for (const [filters, titles] of [
      [{ minimum_age: '16' }, ['Sign painter', 'Sign painter', 'Sign painter']],
      [{ minimum_age: '14' }, []],
      [{ minimum_age: '18', afterSchool: 'true' }, []],
    ] as const) {
      const query = jobListQuerySchema.parse({ search: 'calligraphy', ...filters });
      const { result, statements, sharedPlans } = await sentStatements(db, () =>
        listPublicJobs(db, query),
      );
      expect(jobsOf(result).map((job) => job.title)).toEqual(titles);
      expect(sharedPlans).toEqual([statements.at(-1)]);
      expect(sharedPlans[0]?.sql).toContain(`"minimum_age_required" <= (${filters.minimum_age})`);
      for (const limit of [50, 2, 1]) {
        const planned = await matchingIdsStatement(db, query, limit).execute();
        const fixed = await matchingIdsStatement(db, query, limit, {
          fixedPlan: 'every-match',
        }).execute();
        expect(fixed).toEqual(planned);
      }
    }
  });

  it('walks the filters under the plan made for any words', async () => {
    const db = await board();
    const { statements } = await sentStatements(db, () =>
      listPublicJobs(db, jobListQuerySchema.parse({ search: 'usher', minimum_age: '16' })),
    );
    const search = statements.at(-1);
    if (!search) throw new Error('no statement sent');
    const plan = await planForAnyValues(db, search);
    expect(plan).toMatch(/Filter: walked\.matched/);
    expect(plan).not.toMatch(/Bitmap Index Scan/);
  });

  it('leaves a search with other filters, and one in windows, to the planner', async () => {
    const db = await board();
    // (A city is written in since decision 099: search-by-city.test.ts.)
    for (const query of [
      { search: 'usher', company: 'Harbor' },
      { search: 'usher', compensation_type: 'stipend' },
      // A value that cannot be written in is never planned for any value.
      { search: 'usher', state: 'O\\' },
      { search: 'ticket', minimum_age: '16' },
      { search: 'ticket taker' },
    ]) {
      const { sharedPlans } = await sentStatements(db, () =>
        listPublicJobs(db, jobListQuerySchema.parse(query)),
      );
      expect(sharedPlans).toEqual([]);
    }
  });
});
