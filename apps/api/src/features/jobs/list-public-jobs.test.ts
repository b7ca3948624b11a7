import { jobListQuerySchema } from '@firstshift/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase, testDatabaseKinds } from '../../db/test-database';
import { createBusiness, createJob } from '../../testing/factories';
import { listPublicJobs } from './jobs.repository';

// The list's statements are compiled once per shape of query (db/kept-statements.ts): queries of
// one shape, one after the other, each get their own jobs, and each page size its own rows.

describe.each(testDatabaseKinds)('listPublicJobs on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it('list jobs by each query’s own filters, page and words, one after the other', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const business = await createBusiness(db);
    await createJob(db, { business, title: 'Kennel helper', location_state: 'OR' });
    await createJob(db, { business, title: 'Dog walker', location_state: 'OR' });
    await createJob(db, { business, title: 'Kennel cleaner', location_state: 'WA' });
    const list = async (params: Record<string, string>) =>
      (await listPublicJobs(db, jobListQuerySchema.parse(params))).jobs.map((job) => job.title);

    expect(await list({ state: 'OR' })).toEqual(['Dog walker', 'Kennel helper']);
    expect(await list({ state: 'WA' })).toEqual(['Kennel cleaner']);
    expect(await list({ state: 'OR', limit: '1', skip: '1' })).toEqual(['Kennel helper']);
    // The page size is written into its statement (SQLite plans a literal LIMIT better): each
    // size has its own.
    expect(await list({ limit: '2' })).toEqual(['Kennel cleaner', 'Dog walker']);
    expect(await list({ limit: '1' })).toEqual(['Kennel cleaner']);
    expect(await list({ limit: '3' })).toHaveLength(3);
    expect(await list({ search: 'kennel', limit: '1' })).toEqual(['Kennel cleaner']);
    expect(await list({ search: 'kennel', limit: '2' })).toEqual([
      'Kennel cleaner',
      'Kennel helper',
    ]);
    expect(await list({ search: 'kennel', state: 'OR' })).toEqual(['Kennel helper']);
    expect(await list({ search: 'kennel', state: 'WA' })).toEqual(['Kennel cleaner']);
    expect(await list({ search: 'walker' })).toEqual(['Dog walker']);
    expect(await list({ search: 'kennel helper' })).toEqual(['Kennel helper']);
  });
});
