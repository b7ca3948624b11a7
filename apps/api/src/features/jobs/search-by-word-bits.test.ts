import { jobListQuerySchema } from '@firstshift/domain';
import { CompiledQuery, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db';
import { WALKED_JOBS } from '../../db/job-search';
import { belowFor, bitsBelowFor, cityIntersectionOf } from '../../db/postgres-word-frequencies';
import { type TestDatabase, testDatabaseKinds } from '../../db/test-database';
import { createBusiness, createJobs, jobColumnsBut } from '../../testing/factories';
import { matchingIdsStatement, searchBoard } from '../../testing/search-testing';
import { sentStatements } from '../../testing/sent-statements';
import { jobsOf, listPublicJobs } from './jobs.repository';

// Decision 101: a PostgreSQL search whose only filters are a city and its state walks the city's
// entries in the index of its jobs' word bits (migration 0047) instead of the city's rows, and
// reads a job's row only where its bits hold every bit of the words; the row still decides. Its
// statement is planned once for any city and words. Which way a city's search takes (walk first,
// on, or intersect) is search-by-city.test.ts's.

const onPostgres = testDatabaseKinds.includes('postgres');

/**
 * Two words, neither `word`, whose bits together hold `word`'s two bits: a job holding both may
 * hold `word` by its bits alone.
 */
async function bitsOf(db: Db, word: string) {
  const { rows } = await sql<{ words: string }>`
    with target as (select job_word_bits(to_tsvector('firstshift_english', ${word})) as bits),
    candidates as (
      select 'zq' || n as word, job_word_bits(to_tsvector('firstshift_english', 'zq' || n)) as bits
      from generate_series(1, 20000) as n
    )
    select a.word || ' ' || b.word as words
    from target, candidates as a, candidates as b
    where a.word < b.word
      and (a.bits & target.bits) <> repeat('0', 1024)::bit(1024)
      and (b.bits & target.bits) <> repeat('0', 1024)::bit(1024)
      and ((a.bits | b.bits) & target.bits) = target.bits
    limit 1`.execute(db);
  const found = rows[0]?.words;
  if (found === undefined) throw new Error(`no words hold ${word}'s bits`);
  return found;
}

// Each test fills a board of 3,000 jobs and its indexes: minutes, not seconds, on a busy machine.
describe.skipIf(!onPostgres)(
  'a search in a city walked by its jobs’ word bits',
  { timeout: 180_000 },
  () => {
    let database: TestDatabase | undefined;
    afterEach(async () => {
      await database?.destroy();
      database = undefined;
    });

    /**
     * `count` jobs in Salem, oldest first: a host in every second of the newest WALKED_JOBS and in
     * every twentieth before, line cooks elsewhere (a host in a fifth of the board's jobs: the
     * city's newest are walked first, decision 099); twenty newer in Eugene; then the 30 newest in
     * Salem, whose words only share the host's bits. The tables are vacuumed as autovacuum would,
     * so that the index is read alone.
     */
    async function board(count: number) {
      const made = await searchBoard(
        'postgres',
        count,
        (i) => ((i >= count - WALKED_JOBS ? i % 2 : i % 20) === 0 ? 'Host' : 'Line cook'),
        { location_city: 'Salem', location_state: 'OR' },
        { title: 'Host', location_city: 'Eugene', location_state: 'OR' },
      );
      database = made.database;
      const { db } = made;
      const lookalike = await bitsOf(db, 'host');
      const business = await createBusiness(db);
      const lookalikes = await createJobs(
        db,
        Array.from({ length: 30 }, () => ({
          business,
          title: `Line cook ${lookalike}`,
          location_city: 'Salem',
          location_state: 'OR',
        })),
      );
      await sql`vacuum analyze job_words`.execute(db);
      await sql`analyze jobs`.execute(db);
      return { db, lookalikes };
    }

    /**
     * Each job of the board again in five other cities, at the same times: Salem then holds a sixth
     * of the board, whose walk the planner takes down the index of the cities, as at a million jobs.
     */
    async function inOtherCities(db: Db) {
      const copied = await jobColumnsBut(db, ['id', 'location_city']);
      await sql`insert into jobs (location_city, ${copied})
      select city, ${copied} from jobs,
        unnest(array['Bend', 'Medford', 'Eugene', 'Astoria', 'Hood River']) as city
      where location_city = 'Salem'`.execute(db);
      await sql`vacuum analyze job_words`.execute(db);
      await sql`analyze jobs`.execute(db);
    }

    const hostsInSalem = (fields: Record<string, unknown> = {}) =>
      jobListQuerySchema.parse({ search: 'host', location: 'Salem, OR', ...fields });

    it('finds the planner’s matches in every sort and page, in a statement planned once', async () => {
      const { db, lookalikes } = await board(WALKED_JOBS * 3);
      for (const sort of ['date', 'relevance', 'title', 'company'] as const) {
        for (const skip of [0, 40]) {
          const query = hostsInSalem({ sort, skip });
          const { result, sharedPlans } = await sentStatements(db, () => listPublicJobs(db, query));
          expect(sharedPlans).toHaveLength(1);
          expect(sharedPlans[0]?.sql).toContain('word_bits');
          const planned = (await matchingIdsStatement(db, query, 501).execute()).map((r) => r.id);
          expect(result.total).toBe(Math.min(planned.length, 500));
          const listed = jobsOf(result).map((job) => job.id);
          expect(listed).toHaveLength(20);
          expect(listed.filter((id) => lookalikes.includes(id))).toEqual([]);
          if (sort === 'date') expect(listed).toEqual(planned.slice(skip, skip + 20));
          else expect(planned).toEqual(expect.arrayContaining(listed));
        }
      }
    });

    it('reads the city’s index alone, and a row only where the bits may match', async () => {
      const { db } = await board(WALKED_JOBS * 3);
      await inOtherCities(db);
      const query = hostsInSalem({ sort: 'date' });
      const { sharedPlans } = await sentStatements(db, () => listPublicJobs(db, query));
      const statement = sharedPlans[0];
      if (!statement) throw new Error('no statement planned once');
      const plan = await db.transaction().execute(async (trx) => {
        await sql`set local plan_cache_mode = force_generic_plan`.execute(trx);
        const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(
            `explain (analyze, costs off, timing off, summary off) ${statement.sql}`,
            [...statement.parameters],
          ),
        );
        return rows.map((row) => row['QUERY PLAN']);
      });
      const walks = plan.filter((line) => line.includes('using job_words_city_bits_idx'));
      expect(walks.length).toBeGreaterThan(0);
      // Read alone once vacuumed (Index Only Scan), which a test sharing the server with others'
      // open transactions cannot count on.
      expect(walks.every((line) => /Index (Only )?Scan Backward/.test(line))).toBe(true);
      // The walk's first 1,000 entries: the 30 that only share the host's bits and a host in every
      // second of the rest, each row read; the other entries' rows are not (a few may share a bit).
      const mayMatch = 30 + (WALKED_JOBS - 30) / 2;
      const read = plan
        .filter((line) => line.includes('using jobs_pkey on jobs'))
        .map((line) => Number(/loops=(\d+)/.exec(line)?.[1]));
      expect(read[0]).toBeGreaterThanOrEqual(mayMatch);
      expect(read[0]).toBeLessThan(mayMatch + WALKED_JOBS / 10);
    });

    it('walks on past the city’s newest below fewer matches than a walk of rows', async () => {
      const { db } = await board(WALKED_JOBS * 3);
      const rows = await cityIntersectionOf(db, ['host'], 'salem', {}, 501);
      const bits = await cityIntersectionOf(db, ['host'], 'salem', {}, 501, { byBits: true });
      expect(rows).toEqual({ walkedBelow: expect.any(Number), byCity: true });
      expect(bits).toEqual({ walkedBelow: expect.any(Number), byCity: true, byBits: true });
      expect(bits?.walkedBelow).toBeLessThan(rows?.walkedBelow ?? 0);
      // At a million jobs, a city of 37,000 jobs and 140,000 entries in the lists of its words and
      // the search's: a walk of rows intersects below 78 matches among the newest 1,000, a walk of
      // bits below 37 ("summer" in Portland holds 63).
      expect(belowFor(37_000, 140_000, 1, 501)).toBe(78);
      expect(bitsBelowFor(37_000, 140_000, 501)).toBe(37);
    });

    it('keeps walking rows where another filter is given', async () => {
      const { db } = await board(WALKED_JOBS * 3);
      const query = hostsInSalem({ sort: 'date', job_type: 'part-time' });
      const { result, statements } = await sentStatements(db, () => listPublicJobs(db, query));
      expect(statements.at(-1)?.sql).toContain('walk_summary');
      expect(statements.at(-1)?.sql).not.toContain('word_bits');
      const planned = (await matchingIdsStatement(db, query, 501).execute()).map((r) => r.id);
      expect(jobsOf(result).map((job) => job.id)).toEqual(planned.slice(0, 20));
    });
  },
);
