import { jobListQuerySchema } from '@firstshift/domain';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createBusiness, createJobs } from '../testing/factories';
import { WALKED_JOBS, wordedFilters } from './job-search';
import {
  belowFor,
  COSTS,
  intersectionOf,
  jobsWithFilters,
  readStatistics,
  rowFiltersShare,
} from './postgres-word-frequencies';
import { type TestDatabase, createTestDatabase, testDatabaseKinds } from './test-database';

// Decision 073: whether a PostgreSQL search with filter words takes its matches from the
// intersection of the index of words and filters, at once or after a walk of the filter's newest
// jobs finds few, reckoned from PostgreSQL's statistics of the board.

const LIMIT = 501;

/** Each column's most common values and the share of any other, as readStatistics reads them. */
const columns = (
  entries: [string, [string, number][], number][],
): Map<string, { common: Map<string, number>; other: number }> =>
  new Map(entries.map(([column, common, other]) => [column, { common: new Map(common), other }]));

const BOARD = {
  rows: 1_000_000,
  byColumn: columns([
    ['business_category', [['restaurant', 0.086]], 0.08],
    ['work_format', [['in-person', 0.7]], 0.15],
    ['location_state', [['or', 0.107]], 0.01],
    ['high_school_students_welcome', [['1', 0.5]], 0],
    ['after_school_hours_available', [['1', 0.4]], 0],
    [
      'minimum_age_required',
      [
        ['14', 0.3],
        ['16', 0.25],
        ['18', 0.15],
      ],
      0,
    ],
  ]),
};

describe('the jobs a search’s filters hold, from the statistics', () => {
  it('multiplies the shares of the filters’ values, taking any other value’s share', () => {
    const filters = (query: Record<string, string>) =>
      wordedFilters(jobListQuerySchema.parse(query));
    expect(jobsWithFilters(BOARD, filters({ business_category: 'Restaurant' }))).toBeCloseTo(
      86_000,
    );
    expect(
      jobsWithFilters(
        BOARD,
        filters({ business_category: 'Restaurant', work_format: 'in-person' }),
      ),
    ).toBeCloseTo(60_200);
    expect(jobsWithFilters(BOARD, filters({ business_category: 'Pet Care' }))).toBeCloseTo(80_000);
    expect(jobsWithFilters(BOARD, filters({ state: 'or' }))).toBeCloseTo(107_000);
    // No figures for job types: every job.
    expect(jobsWithFilters(BOARD, filters({ job_type: 'seasonal' }))).toBe(1_000_000);
  });

  it('reckons the share of jobs passing the flags and the age from their columns', () => {
    expect(rowFiltersShare(BOARD, {})).toBe(1);
    expect(rowFiltersShare(BOARD, { hsWelcome: true })).toBe(0.5);
    expect(rowFiltersShare(BOARD, { hsWelcome: true, afterSchool: true })).toBeCloseTo(0.2);
    expect(rowFiltersShare(BOARD, { minimum_age: 16 })).toBeCloseTo(0.55);
    expect(rowFiltersShare(BOARD, { minimum_age: 13 })).toBe(0);
    expect(rowFiltersShare({ byColumn: new Map() }, { hsWelcome: true, minimum_age: 16 })).toBe(1);
  });
});

describe('below how many walked matches a search takes the intersection', () => {
  it('solves the costs of walking on and of the intersection for the share walked', () => {
    // "tutor" (9 %) in Restaurant (86,000 jobs): walking on pays from 5.3 % of matches.
    const below = belowFor(86_000, 176_000, 1, LIMIT) ?? 0;
    const share = below / WALKED_JOBS;
    const walkingOn = (COSTS.walked * LIMIT) / share;
    const intersection = COSTS.intersected * 86_000 * share + COSTS.listed * 176_000;
    // Equal but for the rounding up to a whole match.
    expect(Math.abs(walkingOn - intersection) / intersection).toBeLessThan(0.02);
    expect(below).toBe(53);
  });

  it.each([
    ['a small filter', 5_000, 50_000, 1, 214],
    ['a filter of most jobs', 700_000, 800_000, 1, 17],
    ['long lists to intersect', 86_000, 2_000_000, 1, 16],
    ['flags that the walk checks in each row', 700_000, 800_000, 0.2, 44],
    ['a filter of a few jobs more than a walk reads', WALKED_JOBS, 10_000, 1, LIMIT],
  ])('with %s', (_, jobs, listed, checked, below) => {
    expect(belowFor(jobs, listed, checked, LIMIT)).toBe(below);
  });

  it('leaves to the walk alone a filter it reads whole, and a filter no job passes', () => {
    expect(belowFor(WALKED_JOBS - 1, 10_000, 1, LIMIT)).toBeUndefined();
    expect(belowFor(100_000, 10_000, 0, LIMIT)).toBeUndefined();
  });
});

describe.each(testDatabaseKinds)('whether a search takes the intersection, on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  /** WALKED_JOBS + 200 restaurant jobs: line cooks, a tenth of them tutors too. */
  async function board() {
    database = await createTestDatabase(kind);
    const { db } = database;
    const business = await createBusiness(db);
    await createJobs(
      db,
      Array.from({ length: WALKED_JOBS + 200 }, (_, i) => ({
        business,
        business_category: 'Restaurant',
        title: i % 10 === 0 ? 'Line cook and tutor' : 'Line cook',
      })),
    );
    if (kind === 'postgres') await sql`analyze jobs`.execute(db);
    return db;
  }

  const restaurants = wordedFilters(jobListQuerySchema.parse({ business_category: 'Restaurant' }));

  it.runIf(kind === 'postgres')(
    'walks first for a word in few jobs, at once for a word the figures do not list, and never for words in most jobs',
    async () => {
      const db = await board();
      const statistics = await readStatistics(db);
      expect(statistics.byColumn.get('business_category')?.common.get('restaurant')).toBe(1);

      expect(await intersectionOf(db, ['tutor'], restaurants, {}, LIMIT)).toEqual({
        walkedBelow: expect.any(Number),
      });
      expect(await intersectionOf(db, ['calligraphy'], restaurants, {}, LIMIT)).toEqual({});
      expect(await intersectionOf(db, ['cook'], restaurants, {}, LIMIT)).toBeUndefined();
      expect(await intersectionOf(db, ['tutor'], [], {}, LIMIT)).toBeUndefined();
      // No restaurant job is for a 13-year-old: the walk reads none, no intersection is needed.
      expect(
        await intersectionOf(db, ['tutor'], restaurants, { minimum_age: 13 }, LIMIT),
      ).toBeUndefined();
    },
  );

  it.runIf(kind === 'sqlite')('never takes the intersection on SQLite', async () => {
    const db = await board();
    expect(await intersectionOf(db, ['tutor'], restaurants, {}, LIMIT)).toBeUndefined();
  });
});
