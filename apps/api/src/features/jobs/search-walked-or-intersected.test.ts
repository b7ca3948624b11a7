import { jobListQuerySchema } from '@firstshift/domain';
import { CompiledQuery } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Intersection, WALKED_JOBS, wordedFilters } from '../../db/job-search';
import { intersectionOf } from '../../db/postgres-word-frequencies';
import {
  type TestDatabase,
  type TestDatabaseKind,
  testDatabaseKinds,
} from '../../db/test-database';
import type { TestJobFields } from '../../testing/factories';
import {
  matchingIdsStatement,
  partReadJobs,
  planAsAtScale,
  searchBoard,
  titled,
} from '../../testing/search-testing';
import { jobsOf, listPublicJobs } from './jobs.repository';

// Decision 073: a PostgreSQL search with a filter that has a word walks the filter's newest
// WALKED_JOBS first; with few matches among them it takes the matches from the intersection of
// the index of words and filters, with enough it walks on past them. Whichever part finds them,
// the search finds exactly the newest matches, as SQLite's index finds them. Decision 099: a
// city does the same on PostgreSQL, its words intersected with the search's in the index of
// words (`byCity`).

type Db = TestDatabase['db'];

/** A filter whose searches walk its newest jobs or intersect, and the boards that hold it. */
interface WalkedFilter {
  kind: TestDatabaseKind;
  name: string;
  /** What the board's jobs hold, and the twenty newer ones the filter leaves out. */
  fields: TestJobFields;
  others: TestJobFields;
  /** The filter in a search's query. */
  query: Record<string, string>;
  /** What tells the search to intersect the filter's way. */
  way: Intersection;
}

const FILTERS: WalkedFilter[] = [
  ...testDatabaseKinds.map((kind) => ({
    kind,
    name: 'a category',
    fields: { business_category: 'Restaurant' },
    others: { title: 'Math tutor', business_category: 'Retail' },
    query: { business_category: 'Restaurant' },
    way: {},
  })),
  ...testDatabaseKinds
    .filter((kind) => kind === 'postgres')
    .map((kind) => ({
      kind,
      name: 'a city',
      fields: { location_city: 'Salem', location_state: 'OR' },
      others: { title: 'Math tutor and barista', location_city: 'Eugene', location_state: 'OR' },
      query: { location: 'Salem, OR' },
      way: { byCity: true as const },
    })),
];

/**
 * A filter's boards, dropped after each test, and its searches: on PostgreSQL, with which parts
 * of the statement read jobs.
 */
function filterSearches(filter: WalkedFilter) {
  const { kind } = filter;
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  /**
   * `count` jobs of the filter, oldest first, each titled `job(i)` or with its fields, then twenty
   * newer ones for a math tutor that the filter leaves out; analysed as autovacuum would.
   */
  async function board(count: number, job: (i: number) => string | TestJobFields) {
    const made = await searchBoard(kind, count, job, filter.fields, filter.others);
    database = made.database;
    return made;
  }

  /** The newest `limit` jobs of the filter matching `word`, found as `intersect` says. */
  function matching(db: Db, word: string, intersect: Intersection, limit: number) {
    const query = jobListQuerySchema.parse({ search: word, ...filter.query });
    return matchingIdsStatement(db, query, limit, { intersect: { ...intersect, ...filter.way } });
  }

  /** The ids of `matching`, and on PostgreSQL which of its parts read jobs. */
  async function found(db: Db, word: string, intersect: Intersection, limit: number) {
    const statement = matching(db, word, intersect, limit);
    const ids = (await statement.execute()).map((row) => row.id);
    if (kind !== 'postgres') return { ids, read: undefined };
    const compiled = statement.compile();
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, costs off, timing off) ${compiled.sql}`, [
        ...compiled.parameters,
      ]),
    );
    const plan = rows.map((row) => row['QUERY PLAN']);
    return { ids, read: (part: string) => partReadJobs(plan, part) };
  }

  return { board, matching, found };
}

// Each test fills a board of thousands of jobs: well past the default on a busy machine.
const BOARD_TIMEOUT = { timeout: 120_000 };

describe.each(FILTERS)('a search with $name on $kind', BOARD_TIMEOUT, (filter) => {
  const { board, found } = filterSearches(filter);

  it('takes a word few of the filter’s newest jobs hold from the intersection', async () => {
    const { db, ids } = await board(
      WALKED_JOBS + 100,
      titled('Math tutor', (i) => i < 3),
    );
    const { ids: matches, read } = await found(db, 'tutor', { walkedBelow: 50 }, 501);
    expect(matches).toEqual(ids.slice(0, 3).reverse());
    if (read) {
      expect(read('walk')).toBe(true);
      expect(read('walked_on')).toBe(false);
      expect(read('intersected')).toBe(true);
    }
  });

  it('walks on past the filter’s newest when enough of them match', async () => {
    // A barista every tenth job: 100 among the newest WALKED_JOBS, 110 in all.
    const { db, ids } = await board(
      WALKED_JOBS + 100,
      titled('Barista', (i) => i % 10 === 0),
    );
    const baristas = ids.filter((_, i) => i % 10 === 0).reverse();
    for (const limit of [501, 105]) {
      const { ids: matches, read } = await found(db, 'barista', { walkedBelow: 50 }, limit);
      expect(matches).toEqual(baristas.slice(0, limit));
      if (read) {
        expect(read('walked_on')).toBe(true);
        expect(read('intersected')).toBe(false);
      }
    }
  });

  it('stops at the filter’s newest when they hold the matches asked for', async () => {
    const { db, ids } = await board(
      WALKED_JOBS + 100,
      titled('Barista', (i) => i % 10 === 0),
    );
    const { ids: matches, read } = await found(db, 'barista', { walkedBelow: 50 }, 20);
    expect(matches).toEqual(
      ids
        .filter((_, i) => i % 10 === 0)
        .reverse()
        .slice(0, 20),
    );
    if (read) {
      expect(read('walked_on')).toBe(false);
      expect(read('intersected')).toBe(false);
    }
  });

  it('walks the whole of a filter with fewer jobs than the walk reads', async () => {
    const { db, ids } = await board(
      300,
      titled('Math tutor', (i) => i < 3),
    );
    const { ids: matches, read } = await found(db, 'tutor', { walkedBelow: 50 }, 501);
    expect(matches).toEqual(ids.slice(0, 3).reverse());
    if (read) {
      expect(read('walked_on')).toBe(false);
      expect(read('intersected')).toBe(false);
    }
  });

  it('takes a rare word from the intersection at once, without a walk', async () => {
    const { db, ids } = await board(
      WALKED_JOBS + 100,
      titled('Math tutor', (i) => i < 3),
    );
    const { ids: matches, read } = await found(db, 'tutor', {}, 501);
    expect(matches).toEqual(ids.slice(0, 3).reverse());
    if (read) {
      expect(read('intersected')).toBe(true);
      expect(read('walk')).toBe(undefined);
    }
  });
});

describe.each(FILTERS.filter((filter) => filter.name === 'a category'))(
  'a search with a category on $kind',
  BOARD_TIMEOUT,
  (filter) => {
    const { kind } = filter;
    const { board, matching } = filterSearches(filter);

    it('lists, ranks and sorts a search whatever part found its matches', async () => {
      const { db, ids } = await board(WALKED_JOBS + 100, (i) =>
        i === 2
          ? { title: 'Dishwasher', description: 'Wash dishes; a tutor comes on Tuesdays.' }
          : (['Math tutor', 'Tutor aide'][i] ?? 'Line cook'),
      );
      const search = (sort?: string) =>
        listPublicJobs(
          db,
          jobListQuerySchema.parse({ search: 'tutor', business_category: 'Restaurant', sort }),
        );
      if (kind === 'postgres') {
        // The board's own figures send this search past the walk, to the intersection.
        const query = jobListQuerySchema.parse({ business_category: 'Restaurant' });
        expect(await intersectionOf(db, ['tutor'], wordedFilters(query), {}, 501)).toEqual({
          walkedBelow: expect.any(Number),
        });
      }
      const newest = await search('date');
      expect(newest.total).toBe(3);
      expect(jobsOf(newest).map((job) => job.id)).toEqual(ids.slice(0, 3).reverse());
      // A word in the title ranks above one in the description only.
      expect(jobsOf(await search('relevance')).map((job) => job.title)).toEqual([
        'Tutor aide',
        'Math tutor',
        'Dishwasher',
      ]);
      expect(jobsOf(await search('title')).map((job) => job.title)).toEqual([
        'Dishwasher',
        'Math tutor',
        'Tutor aide',
      ]);
    });

    it('finds a pay type of quotes, commas, braces and backslashes through the intersection', async () => {
      const pay = 'per "week", {cash} \\ tips';
      const { db, ids } = await board(WALKED_JOBS + 100, (i) =>
        i < 2 ? { title: 'Math tutor', compensation_type: pay } : 'Line cook',
      );
      const query = jobListQuerySchema.parse({ search: 'tutor', compensation_type: pay });
      for (const intersect of [{}, { walkedBelow: 50 }]) {
        const matches = await matchingIdsStatement(db, query, 501, { intersect }).execute();
        expect(matches.map((row) => row.id)).toEqual(ids.slice(0, 2).reverse());
      }
    });

    it.runIf(kind === 'postgres')(
      'finds the intersection in the index of words and filters, by both columns',
      async () => {
        const { db } = await board(
          WALKED_JOBS + 100,
          titled('Math tutor', (i) => i < 3),
        );
        const compiled = matching(db, 'tutor', {}, 501).compile();
        const plan = await planAsAtScale(db, compiled);
        expect(plan).toMatch(
          /Bitmap Index Scan on jobs_active_words_filters_idx\n\s+Index Cond: \(\(search_vector @@ .*\) AND \(ARRAY\[.*\] @> /,
        );
      },
    );
  },
);
