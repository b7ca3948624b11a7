import { jobListQuerySchema } from '@firstshift/domain';
import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../db/test-database';
import { createBusiness, createJobs } from '../../testing/factories';
import { perTestDatabase } from '../../testing/per-test-database';
import { sentStatements } from '../../testing/sent-statements';
import { jobsOf, listPublicJobs } from './jobs.repository';

// Decision 064: on PostgreSQL a text search's page is ordered by what its candidates carry (the
// relevance, the date, the title's or company's sort key) and its cards are read by id: jobs is
// read to find the candidates and nowhere else. Joined to jobs again for the cards and the sort
// keys, the statement was planned with every index of jobs once or twice more, and a page by
// title read 500 rows a second time.

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Subplan Name'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** Where each read of jobs happened: the name of the CTE or subplan it belongs to, or "main". */
function readsOfJobs(node: PlanNode, within = 'main'): string[] {
  const here = node['Subplan Name'] ?? within;
  const own = node['Relation Name'] === 'jobs' && (node['Actual Loops'] ?? 0) > 0 ? [here] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => readsOfJobs(child, here))];
}

describe.skipIf(!testDatabaseKinds.includes('postgres'))('a text search on PostgreSQL', () => {
  const testDatabase = perTestDatabase();

  it.each(['relevance', 'date', 'title', 'company'])(
    'reads jobs only to find its candidates, and pages them in order (sort: %s)',
    async (sort) => {
      const { db } = await testDatabase('postgres');
      const [north, south] = [
        await createBusiness(db, { business_name: 'North Pier Cafe' }),
        await createBusiness(db, { business_name: 'Anchor Books' }),
      ];
      await createJobs(db, [
        { business: north, title: 'Dock helper', description: 'Help at the pier.' },
        { business: south, title: 'Pier guide', description: 'Walk guests along the pier.' },
        { business: north, title: 'Cashier', description: 'Sell tickets by the pier.' },
        { business: south, title: 'Shelver', description: 'Shelve books.' },
      ]);
      const query = jobListQuerySchema.parse({ search: 'pier', sort });
      const { result, statements } = await sentStatements(db, () => listPublicJobs(db, query));
      const expected = {
        relevance: ['Pier guide', 'Cashier', 'Dock helper'],
        date: ['Cashier', 'Pier guide', 'Dock helper'],
        title: ['Cashier', 'Dock helper', 'Pier guide'],
        company: ['Pier guide', 'Dock helper', 'Cashier'],
      }[sort];
      expect(jobsOf(result).map((job) => job.title)).toEqual(expected);
      expect(result.total).toBe(3);

      const search = statements.at(-1);
      if (!search) throw new Error('no statement sent');
      const explained = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        CompiledQuery.raw(`explain (analyze, format json) ${search.sql}`, [...search.parameters]),
      );
      const plan = explained.rows[0]?.['QUERY PLAN'][0].Plan;
      if (!plan) throw new Error('no plan');
      const reads = readsOfJobs(plan);
      expect(reads.length).toBeGreaterThan(0);
      expect(new Set(reads)).toEqual(new Set(['CTE candidates']));
    },
  );
});
