import type { JobListQuery } from '@firstshift/domain';
import { CompiledQuery, sql } from 'kysely';
import { type Db, isPostgres } from '../db/create-db';
import {
  type RecentWindows,
  type TextSearch,
  matchingJobIds,
  searchTerms,
  searchValues,
} from '../db/job-search';
import { inline } from '../db/kept-statements';
import { publicJobFilter } from '../db/public-job-filter';
import { type TestDatabaseKind, createTestDatabase } from '../db/test-database';
import { type TestJobFields, createBusiness, createJobs } from './factories';

/**
 * The statement of the ids of the newest `limit` jobs that `query`'s text search finds, with the
 * windows, intersection and fixed plan given (not those the board's statistics would choose).
 */
export function matchingIdsStatement(
  db: Db,
  query: JobListQuery,
  limit: number,
  choices: {
    windows?: RecentWindows;
    now?: number;
    intersect?: TextSearch['intersect'];
    fixedPlan?: TextSearch['fixedPlan'];
  } = {},
) {
  const search = {
    terms: searchTerms(query.search),
    filters: query,
    intersect: choices.intersect,
    fixedPlan: choices.fixedPlan,
  };
  const values = searchValues(search, choices.windows, choices.now);
  return matchingJobIds(db, values, inline(values), publicJobFilter(query, isPostgres(db)), limit);
}

/** Titles with `word` at the given places, "Line cook" elsewhere. */
export const titled = (word: string, at: (i: number) => boolean) => (i: number) =>
  at(i) ? word : 'Line cook';

/**
 * Whether the part of a statement's plan under `CTE <name>` read jobs: true if a scan of jobs ran
 * there, false if each was never executed, undefined without the part.
 */
export function partReadJobs(plan: string[], name: string): boolean | undefined {
  const start = plan.findIndex((line) => line.trim() === `CTE ${name}`);
  if (start < 0) return undefined;
  const depth = (line: string) => line.length - line.trimStart().length;
  const part: string[] = [];
  for (const line of plan.slice(start + 1)) {
    if (depth(line) <= depth(plan[start] ?? '')) break;
    part.push(line);
  }
  const scans = part.filter((line) => / on jobs( jobs_\d+)? /.test(line));
  return scans.some((line) => !line.includes('(never executed)'));
}

/**
 * A new database of `count` jobs of one business, oldest first, each with `fields` and titled
 * `job(i)` or with its fields, then twenty newer ones with `others`; analysed on PostgreSQL as
 * autovacuum would. The caller destroys `database`.
 */
export async function searchBoard(
  kind: TestDatabaseKind,
  count: number,
  job: (i: number) => string | TestJobFields,
  fields: TestJobFields,
  others: TestJobFields,
) {
  const database = await createTestDatabase(kind);
  const { db } = database;
  const business = await createBusiness(db);
  const ids = await createJobs(
    db,
    Array.from({ length: count }, (_, i) => {
      const own = job(i);
      return { business, ...fields, ...(typeof own === 'string' ? { title: own } : own) };
    }),
  );
  await createJobs(
    db,
    Array.from({ length: 20 }, () => ({ business, ...others })),
  );
  if (kind === 'postgres') await sql`analyze jobs`.execute(db);
  return { database, db, ids };
}

/**
 * PostgreSQL's plan for `compiled` as it plans a board of a million jobs: a board of a test is read
 * whole more cheaply, or through an index of every active job; at a million jobs, the words and
 * filters checked in each row cost that much more.
 */
export function planAsAtScale(db: Db, compiled: CompiledQuery) {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local cpu_operator_cost = 1`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (costs off) ${compiled.sql}`, [...compiled.parameters]),
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
