import { jobListQuerySchema } from '@firstshift/domain';
import { CompiledQuery, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchingJobIds, RECENT_DAYS, searchTerms, searchValues } from '../../db/job-search';
import { inline } from '../../db/kept-statements';
import { searchRecentFirst } from '../../db/postgres-word-frequencies';
import { publicJobFilter } from '../../db/public-job-filter';
import { type TestDatabase, createTestDatabase, testDatabaseKinds } from '../../db/test-database';
import { createBusiness, createJobs } from '../../testing/factories';
import { jobsOf, listPublicJobs } from './jobs.repository';

// Decision 054: PostgreSQL looks for a role's newest matches in recent windows of time first,
// when the words' statistics say the role is in a few percent of jobs. The windows must find
// exactly the newest matches, whichever windows hold them, and stop once the newer ones hold
// enough.

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 10, 27, 12);
const daysAgo = (days: number) => new Date(NOW - days * DAY_MS).toISOString();

describe.each(testDatabaseKinds)('a search looking in recent windows first on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  /** A board of `jobs`, each published the given days ago, analysed as autovacuum would. */
  async function board(jobs: [title: string, days: number][]) {
    database = await createTestDatabase(kind);
    const { db } = database;
    const business = await createBusiness(db);
    const ids = await createJobs(
      db,
      jobs.map(([title, days]) => ({ business, title, published_at: daysAgo(days) })),
    );
    if (kind === 'postgres') await sql`analyze jobs`.execute(db);
    return { db, ids };
  }

  /** The newest `limit` matches of `search`, found with the windows whatever the statistics. */
  function windowed(db: TestDatabase['db'], search: string, limit: number) {
    const query = jobListQuerySchema.parse({ search });
    const values = searchValues({ terms: searchTerms(search), filters: query }, true, NOW);
    return matchingJobIds(db, values, inline(values), publicJobFilter(query), limit);
  }

  it('finds the newest matches across the windows and their edges, each once', async () => {
    // Oldest first, so that SQLite's order of ids is the order of dates too.
    const edges = [...RECENT_DAYS].reverse().flatMap((days) => [days, days - 0.5]);
    const { db, ids } = await board([
      ['Ticket taker', 900],
      ...edges.map((days): [string, number] => ['Ticket taker', days]),
      ['Usher', 1],
    ]);
    const newestFirst = ids.slice(0, -1).reverse();
    for (const limit of [20, 5, 3, 1]) {
      const found = await windowed(db, 'ticket taker', limit).execute();
      expect(found.map((row) => row.id)).toEqual(newestFirst.slice(0, limit));
    }
  });

  it.runIf(kind === 'postgres')(
    'searches no older window once the newer ones hold enough matches',
    async () => {
      const { db } = await board([
        ['Ticket taker', 400],
        ['Ticket taker', 60],
        ['Ticket taker', 20],
        ['Ticket taker', 3],
        ['Ticket taker', 2],
        ['Ticket taker', 1],
      ]);
      const compiled = windowed(db, 'ticket taker', 3).compile();
      const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain (analyze, costs off, timing off) ${compiled.sql}`, [
          ...compiled.parameters,
        ]),
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      // The three older windows' scans of the jobs: each under a filter that is false.
      expect(plan.match(/on jobs jobs_\d+ \(never executed\)/g)).toHaveLength(3);
    },
  );

  it('lists a role in the order of its dates, through the windows on PostgreSQL', async () => {
    // "ticket" and "taker" in a tenth of the jobs each: together, a hundredth.
    const jobs: [string, number][] = [];
    for (let i = 0; i < 100; i++) {
      const title = ['Ticket taker', 'Ticket seller', 'Coat taker'][i % 20] ?? 'Usher';
      jobs.push([title, [1, 10, 60, 200, 400][Math.floor(i / 20)] ?? 1]);
    }
    const { db } = await board(jobs);
    expect(await searchRecentFirst(db, ['ticket', 'taker'])).toBe(kind === 'postgres');

    const page = await listPublicJobs(db, jobListQuerySchema.parse({ search: 'ticket taker' }));
    const listed = jobsOf(page);
    expect(page.total).toBe(5);
    expect(listed.map((job) => job.title)).toEqual(Array(5).fill('Ticket taker'));
    const dates = listed.map((job) => job.posted);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.runIf(kind === 'postgres')(
    'leaves common words, rare words and words it has no figures for to the planner',
    async () => {
      // "ticket" in a tenth of the jobs, "taker" in a twentieth: together, 0.5%.
      const jobs: [string, number][] = [];
      for (let i = 0; i < 100; i++) {
        jobs.push([['Ticket taker', 'Ticket seller'][i % 20] ?? 'Usher', 1]);
      }
      const { db } = await board(jobs);
      expect(await searchRecentFirst(db, ['ticket', 'taker'])).toBe(true);
      // Ushers are most of the board: a walk of the newest jobs meets them at once.
      expect(await searchRecentFirst(db, ['usher'])).toBe(false);
      // Tickets, a tenth: the planner walks by date by itself.
      expect(await searchRecentFirst(db, ['ticket'])).toBe(false);
      // A word no job has, and a word PostgreSQL does not index.
      expect(await searchRecentFirst(db, ['calligraphy'])).toBe(false);
      expect(await searchRecentFirst(db, ['the'])).toBe(false);
      expect(await searchRecentFirst(db, [])).toBe(false);
    },
  );

  it.runIf(kind === 'postgres')(
    'searches as one statement when the statistics cannot be read, and reads them again',
    async () => {
      const jobs: [string, number][] = [];
      for (let i = 0; i < 100; i++)
        jobs.push([['Ticket taker', 'Ticket seller'][i % 20] ?? 'Usher', 1]);
      const { db } = await board(jobs);
      const statements = vi
        .spyOn(db.getExecutor(), 'executeQuery')
        .mockRejectedValueOnce(new Error('The statistics are out of reach'));
      try {
        expect(await searchRecentFirst(db, ['ticket', 'taker'])).toBe(false);
        expect(await searchRecentFirst(db, ['ticket', 'taker'])).toBe(true);
      } finally {
        statements.mockRestore();
      }
    },
  );

  it.runIf(kind === 'sqlite')('never looks in windows on SQLite', async () => {
    const { db } = await board([['Ticket taker', 1]]);
    expect(await searchRecentFirst(db, ['ticket', 'taker'])).toBe(false);
  });
});
