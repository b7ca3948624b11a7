import { jobListQuerySchema } from '@firstshift/domain';
import { CompiledQuery, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECENT_DAYS } from '../../db/job-search';
import {
  readStatistics,
  searchPlan,
  sharePublishedSince,
  windowsFor,
} from '../../db/postgres-word-frequencies';
import { type TestDatabase, createTestDatabase, testDatabaseKinds } from '../../db/test-database';
import { createBusiness, createJobs } from '../../testing/factories';
import { matchingIdsStatement } from '../../testing/search-testing';
import { jobsOf, listPublicJobs } from './jobs.repository';

// Decision 054: PostgreSQL looks for a role's newest matches in recent windows of time first,
// when the words' statistics say the role is in a few percent of jobs. The windows must find
// exactly the newest matches, whichever windows hold them, and stop once the newer ones hold
// enough.

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 10, 27, 12);
const daysAgo = (days: number) => new Date(NOW - days * DAY_MS).toISOString();

/** Whether a search for `terms` looks in windows of time first (searchPlan). */
const inWindows = async (db: TestDatabase['db'], terms: string[]) =>
  (await searchPlan(db, terms))?.kind === 'windows';

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
    return matchingIdsStatement(db, query, limit, { windows: RECENT_DAYS, now: NOW });
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
    expect(await inWindows(db, ['ticket', 'taker'])).toBe(kind === 'postgres');

    const page = await listPublicJobs(db, jobListQuerySchema.parse({ search: 'ticket taker' }));
    const listed = jobsOf(page);
    expect(page.total).toBe(5);
    expect(listed.map((job) => job.title)).toEqual(Array(5).fill('Ticket taker'));
    const dates = listed.map((job) => job.posted);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.runIf(kind === 'postgres')(
    'looks in no windows for common words, rare words and words it has no figures for',
    async () => {
      // "ticket" in a tenth of the jobs, "taker" in a twentieth: together, 0.5%.
      const jobs: [string, number][] = [];
      for (let i = 0; i < 100; i++) {
        jobs.push([['Ticket taker', 'Ticket seller'][i % 20] ?? 'Usher', 1]);
      }
      const { db } = await board(jobs);
      expect(await inWindows(db, ['ticket', 'taker'])).toBe(true);
      // Ushers are most of the board: a walk of the newest jobs meets them at once.
      expect(await inWindows(db, ['usher'])).toBe(false);
      // Tickets, a tenth: the planner walks by date by itself.
      expect(await inWindows(db, ['ticket'])).toBe(false);
      // A word no job has, and a word PostgreSQL does not index.
      expect(await inWindows(db, ['calligraphy'])).toBe(false);
      expect(await inWindows(db, ['the'])).toBe(false);
      expect(await inWindows(db, [])).toBe(false);
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
        expect(await inWindows(db, ['ticket', 'taker'])).toBe(false);
        expect(await inWindows(db, ['ticket', 'taker'])).toBe(true);
      } finally {
        statements.mockRestore();
      }
    },
  );

  it.runIf(kind === 'postgres')(
    'reads the board’s rows and publication dates from PostgreSQL’s statistics',
    async () => {
      const jobs: [string, number][] = [];
      for (let i = 0; i < 100; i++) jobs.push(['Usher', 1 + i]);
      const { db } = await board(jobs);
      const statistics = await readStatistics(db);
      expect(statistics.rows).toBe(100);
      expect(statistics.published.length).toBeGreaterThan(10);
      expect(statistics.published[0]).toBe(Date.parse(daysAgo(100)));
      expect(statistics.published.at(-1)).toBe(Date.parse(daysAgo(1)));
      // Half the jobs were published in the last 50 days.
      expect(sharePublishedSince(statistics.published, NOW - 50.5 * DAY_MS)).toBeCloseTo(0.5, 1);
    },
  );

  it.runIf(kind === 'sqlite')('never looks in windows on SQLite', async () => {
    const { db } = await board([['Ticket taker', 1]]);
    expect(await inWindows(db, ['ticket', 'taker'])).toBe(false);
  });
});

// The windows' length: the first one long enough that the rarest word alone is expected to fill
// it with candidates, from the board's rows and its publication dates' histogram.
describe('the windows a search looks in first', () => {
  /** A histogram of `days` days' publications at an even pace, 100 buckets, ending at NOW. */
  const evenly = (days: number) =>
    Array.from({ length: 101 }, (_, i) => NOW - days * DAY_MS + (i * days * DAY_MS) / 100);

  it('reckons the share of jobs published since a date from the histogram', () => {
    const published = evenly(100);
    expect(sharePublishedSince(published, NOW - 200 * DAY_MS)).toBe(1);
    expect(sharePublishedSince(published, NOW - 25 * DAY_MS)).toBeCloseTo(0.25, 6);
    expect(sharePublishedSince(published, NOW - 0.5 * DAY_MS)).toBeCloseTo(0.005, 6);
    expect(sharePublishedSince(published, NOW + DAY_MS)).toBe(0);
    expect(sharePublishedSince([], NOW - DAY_MS)).toBe(0);
  });

  it('looks in the last week first when the rarest word fills it', () => {
    // "pharmacy" in 5.25% of a million jobs over a year: about 1,000 a week.
    const board = { rows: 1_000_000, published: evenly(365) };
    expect(windowsFor(board, 0.0525, NOW)).toEqual([...RECENT_DAYS]);
  });

  it('looks in a longer first window when even the rarest word cannot fill a week', () => {
    // "cashier" in 1.7% of a million jobs over a year: about 326 a week, 601 in 13 days.
    const board = { rows: 1_000_000, published: evenly(365) };
    expect(windowsFor(board, 0.0166, NOW)).toEqual([14, 30, 120]);
    // A small board: no week fills; the longest first window, then longer ones.
    expect(windowsFor({ rows: 2_000, published: evenly(365) }, 0.01, NOW)).toEqual([120, 240, 960]);
    // No figures for the dates: nothing is expected anywhere.
    expect(windowsFor({ rows: 0, published: [] }, 0.01, NOW)).toEqual([120, 240, 960]);
  });
});
