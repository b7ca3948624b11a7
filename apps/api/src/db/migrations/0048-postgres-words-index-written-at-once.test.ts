import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type TestJobFields, createBusiness, createJobs } from '../../testing/factories';
import { perTestDatabase } from '../../testing/per-test-database';
import type { Db } from '../create-db';
import { testDatabaseKinds } from '../test-database';
import * as writtenAtOnce from './0048-postgres-words-index-written-at-once';

// Migration 0048 (decision 103): PostgreSQL's index of words and filters takes each job's words
// into its tree as the job is written, so that a search reads a few pages of the index however
// many jobs were written since autovacuum last ran.

const onPostgres = testDatabaseKinds.includes('postgres');

/**
 * The pages of the index of words a search for a rare word reads, as EXPLAIN counts them: in a
 * transaction undone afterwards, without the jobs' other indexes, which the planner prefers on
 * so small a board.
 */
async function indexPagesRead(db: Db): Promise<number> {
  const plan = await db
    .transaction()
    .execute(async (trx) => {
      const { rows: others } = await sql<{ name: string }>`
        select indexname as name from pg_indexes
        where schemaname = current_schema() and tablename = 'jobs'
          and indexname not in ('jobs_pkey', ${INDEX})`.execute(trx);
      for (const { name } of others) await sql`drop index ${sql.table(name)}`.execute(trx);
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': { Plan: PlanNode }[] }>`
        explain (analyze, buffers, format json)
        select id from jobs
        where status = 'active'
          and search_vector @@ to_tsquery('firstshift_english', 'calligraphy')`.execute(trx);
      throw new Undone(rows[0]?.['QUERY PLAN'][0]?.Plan);
    })
    .catch((error: unknown) => {
      if (error instanceof Undone) return error.plan;
      throw error;
    });
  const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
  const scan = plan && nodes(plan).find((node) => node['Index Name'] === INDEX);
  expect(scan, JSON.stringify(plan)).toBeDefined();
  return (scan?.['Shared Hit Blocks'] ?? 0) + (scan?.['Shared Read Blocks'] ?? 0);
}

const INDEX = 'jobs_active_words_filters_idx';

/** A node of a plan as EXPLAIN's JSON gives it, with what these tests read of it. */
interface PlanNode {
  'Index Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

/** Ends a transaction by undoing it, carrying the plan read within it. */
class Undone extends Error {
  constructor(readonly plan: PlanNode | undefined) {
    super('undone');
  }
}

/** `count` jobs of a business, each with words of its own. */
async function writeJobs(db: Db, count: number, from: number) {
  const business = await createBusiness(db);
  const jobs: TestJobFields[] = Array.from({ length: count }, (_, index) => ({
    business,
    title: `Helper ${from + index}`,
    description: `Shift ${from + index}: stock shelves, greet guests, pack orders, sweep ${
      from + index
    } aisles, count tills, and answer the phone for the team.`,
  }));
  await createJobs(db, jobs);
}

describe.skipIf(!onPostgres)('migration 0048, the index of words written at once', () => {
  const testDatabase = perTestDatabase();

  it('reads a few pages of the index however many jobs were written since autovacuum', async () => {
    const { db } = await testDatabase('postgres');
    // Autovacuum would merge a pending list too: off, only the index's own setting keeps it empty.
    await sql`alter table jobs set (autovacuum_enabled = false)`.execute(db);
    await writeJobs(db, 150, 0);
    expect(await indexPagesRead(db)).toBeLessThanOrEqual(4);
  });

  it('is undone, when the jobs written wait in a list every search reads, and made again', async () => {
    const { db: testDb } = await testDatabase('postgres');
    const db = testDb as unknown as Kysely<unknown>;
    await sql`alter table jobs set (autovacuum_enabled = false)`.execute(db);
    await writtenAtOnce.down(db);
    await writeJobs(testDb, 150, 0);
    expect(await indexPagesRead(testDb)).toBeGreaterThan(10);
    // Made again, the jobs already written are merged into the index at once.
    await writtenAtOnce.up(db);
    expect(await indexPagesRead(testDb)).toBeLessThanOrEqual(4);
    await writeJobs(testDb, 150, 150);
    expect(await indexPagesRead(testDb)).toBeLessThanOrEqual(4);
  });
});
