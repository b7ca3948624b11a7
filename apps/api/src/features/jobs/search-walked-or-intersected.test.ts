import { jobListQuerySchema } from '@firstshift/domain';
import { CompiledQuery, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Intersection, WALKED_JOBS, wordedFilters } from '../../db/job-search';
import { intersectionOf } from '../../db/postgres-word-frequencies';
import { type TestDatabase, testDatabaseKinds } from '../../db/test-database';
import type { TestJobFields } from '../../testing/factories';
import {
  matchingIdsStatement,
  partReadJobs,
  searchBoard,
  titled,
} from '../../testing/search-testing';
import { jobsOf, listPublicJobs } from './jobs.repository';

// Decision 073: a PostgreSQL search with a filter that has a word walks the filter's newest
// WALKED_JOBS first; with few matches among them it takes the matches from the intersection of
// the index of words and filters, with enough it walks on past them. Whichever part finds them,
// the search finds exactly the newest matches, as SQLite's index finds them.

type Db = TestDatabase['db'];

describe.each(testDatabaseKinds)('a search with filter words on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  /**
   * `count` restaurant jobs, oldest first, each titled `job(i)` or with its fields, then twenty newer retail jobs
   * for a math tutor (which the restaurant filter leaves out); analysed as autovacuum would.
   */
  async function board(count: number, job: (i: number) => string | TestJobFields) {
    const made = await searchBoard(
      kind,
      count,
      job,
      { business_category: 'Restaurant' },
      { title: 'Math tutor', business_category: 'Retail' },
    );
    database = made.database;
    return made;
  }

  /** The newest `limit` restaurant jobs matching `word`, found as `intersect` says. */
  function restaurantsMatching(db: Db, word: string, intersect: Intersection, limit: number) {
    const query = jobListQuerySchema.parse({ search: word, business_category: 'Restaurant' });
    return matchingIdsStatement(db, query, limit, { intersect });
  }

  /** The ids of `restaurantsMatching`, and on PostgreSQL which of its parts read jobs. */
  async function found(db: Db, word: string, intersect: Intersection, limit: number) {
    const statement = restaurantsMatching(db, word, intersect, limit);
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
      const compiled = restaurantsMatching(db, 'tutor', {}, 501).compile();
      const plan = await db.transaction().execute(async (trx) => {
        // A board this small is read whole more cheaply, or through an index of every active
        // job; at a million jobs, the words and filters checked in each row cost that much more.
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local cpu_operator_cost = 1`.execute(trx);
        const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain (costs off) ${compiled.sql}`, [...compiled.parameters]),
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(
        /Bitmap Index Scan on jobs_active_words_filters_idx\n\s+Index Cond: \(\(search_vector @@ .*\) AND \(ARRAY\[.*\] @> /,
      );
    },
  );
});
