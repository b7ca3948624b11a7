import { jobListQuerySchema } from '@firstshift/domain';
import { CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { millionJobPlanner } from '../../db/million-job-statistics';
import { createBusiness } from '../../testing/factories';
import { sentStatements } from '../../testing/sent-statements';
import { listPublicJobs } from './jobs.repository';

// Decisions 038 and 039: a combination of filters that few jobs match is paged from its matches
// alone, found through the seek index, rather than by walking a broader index in the list's
// order until the page is full.

const planner = millionJobPlanner();

/** The statements listPublicJobs runs for `filters`, in order. */
async function listStatements(filters: Record<string, string>) {
  const { db } = planner();
  return sentStatements(db, () => listPublicJobs(db, jobListQuerySchema.parse(filters)));
}

/** The plan of `statement`, a line per step. */
async function planOf({ sql, parameters }: CompiledQuery): Promise<string> {
  const plan = await planner().db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
  );
  return plan.rows.map((row) => row.detail).join('\n');
}

/** The plans of the statements listPublicJobs runs for `filters`, in order. */
async function listPlans(filters: Record<string, string>): Promise<string[]> {
  const { statements } = await listStatements(filters);
  return Promise.all(statements.map(planOf));
}

/** The tables and indexes `statement` opens to read, by name, in their order in its program. */
async function openedTables({ sql, parameters }: CompiledQuery): Promise<string[]> {
  const { db } = planner();
  const program = await db.executeQuery<{ opcode: string; p2: number; p3: number }>(
    CompiledQuery.raw(`explain ${sql}`, [...parameters]),
  );
  const schema = await db.executeQuery<{ name: string; rootpage: number }>(
    CompiledQuery.raw('select name, rootpage from sqlite_schema where rootpage > 0'),
  );
  const names = new Map(schema.rows.map((row) => [row.rootpage, row.name]));
  return program.rows
    .filter((step) => step.opcode === 'OpenRead' && step.p3 === 0)
    .map((step) => names.get(step.p2) ?? `page ${step.p2}`);
}

const FIVE_FILTERS = {
  job_type: 'part-time',
  business_category: 'restaurant',
  state: 'CA',
  minimum_age: '16',
  hsWelcome: 'true',
};

describe('a page of a rare combination of filters (SQLite)', () => {
  it.each(['date', 'title', 'company'])(
    'gathers its matches through the seek index, then reads the page’s rows by id (sort: %s)',
    async (sort) => {
      const [count, page] = await listPlans({ ...FIVE_FILTERS, sort });
      expect(count).toContain('USING COVERING INDEX jobs_active_filter_seek_idx');
      expect(page).toContain('USING COVERING INDEX jobs_active_filter_seek_idx');
      expect(page).toMatch(/SEARCH jobs USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(page).not.toMatch(/jobs_active_\w+_cover_idx|SCAN jobs\b/);
    },
  );
});

// Decisions 047 and 091: a text search reads each candidate's filters and scored text from the
// table of search rows by id, not the job's row; only the page's jobs are read from the table of
// jobs.
describe('a text search (SQLite)', () => {
  beforeAll(async () => {
    await createBusiness(planner().db, { business_name: 'Blue Door Cafe' });
  });

  it.each<[string, Record<string, string>]>([
    ['a word', { search: 'team' }],
    ['a word and flags', { search: 'team', state: 'OR', hsWelcome: 'true', minimum_age: '16' }],
    [
      'a word in a city, sorted by title',
      { search: 'barista', location: 'Seattle, WA', sort: 'title' },
    ],
    [
      'a word, a ZIP code, a company and a pay type',
      { search: 'team', zip: '97201', company: 'blue', compensation_type: 'hourly' },
    ],
    ['a word and a shift', { search: 'team', weekends: 'true', minimum_age: '15' }],
  ])('checks and scores its candidates in the table of search rows (%s)', async (_name, query) => {
    // A company's businesses are looked up first (decision 055): the search is the last statement.
    const { statements } = await listStatements(query);
    const search = statements.at(-1) as CompiledQuery;
    const plan = await planOf(search);
    // A seek by id for each candidate, in job_search_rows, which the statement names "jobs".
    expect(plan).toMatch(
      /SCAN jobs_fts VIRTUAL TABLE[^\n]*\n[^\n]*SEARCH jobs USING INTEGER PRIMARY KEY \(rowid=\?\)/,
    );
    expect(plan).not.toMatch(/USING (COVERING )?INDEX/);
    const tables = await openedTables(search);
    expect(tables).toContain('job_search_rows');
    // The page's rows, and nothing else, are read from the table of jobs: one seek for each of
    // the page's jobs, and one for each candidate's title to sort by.
    expect(plan.match(/SEARCH jobs USING INTEGER PRIMARY KEY/g)).toHaveLength(
      query.sort === 'title' ? 3 : 2,
    );
    expect(tables.filter((table) => table === 'jobs')).toHaveLength(query.sort === 'title' ? 2 : 1);
    expect(tables.filter((table) => table.startsWith('jobs_'))).toEqual([]);
  });
});

// A page sorted by title or company orders its candidates' ids, then writes the summaries of the
// page's jobs alone: ordered as a whole, SQLite wrote every candidate's summary before sorting
// (the board by title, page 26: 2.45 -> 0.67 ms at a million jobs).
describe('a page sorted by title or company (SQLite)', () => {
  it.each<[string, Record<string, string>]>([
    ['the board by title', { sort: 'title', skip: '500' }],
    ['one state by company', { state: 'WA', sort: 'company' }],
  ])('orders the ids first, then reads the page’s rows (%s)', async (_name, query) => {
    const [, page] = await listPlans(query);
    // The candidates' ids are ordered in one subquery, the page's rows in the statement.
    expect(page?.match(/LIST SUBQUERY/g)).toHaveLength(1);
    expect(page?.match(/USE TEMP B-TREE FOR ORDER BY/g)).toHaveLength(2);
  });

  // Decision 058: the filter's index holds the sort keys' columns, so the candidates are ordered
  // from it and only the page's rows are read (the board by title 288 -> 139 µs, Washington by
  // company 398 -> 149 µs at a million jobs: reading 1,000 rows for their keys cost the rest).
  it.each<[string, Record<string, string>, string]>([
    ['the board by title', { sort: 'title' }, 'jobs_active_published_cover_idx'],
    ['one state by company', { state: 'WA', sort: 'company' }, 'jobs_active_state_cover_idx'],
    [
      'a city and state by title, page 3',
      { location: 'Portland, OR', sort: 'title', skip: '40' },
      'jobs_active_city_cover_idx',
    ],
    ['a ZIP code by company', { zip: '97201', sort: 'company' }, 'jobs_active_zip_cover_idx'],
    [
      'the flags and an age by title',
      { minimum_age: '15', hsWelcome: 'true', afterSchool: 'true', sort: 'title' },
      'jobs_active_published_cover_idx',
    ],
  ])(
    'reads the candidates’ keys from the filter’s index, and only the page’s rows (%s)',
    async (_name, query, index) => {
      const [, page] = await listPlans(query);
      expect(page).toContain(`USING COVERING INDEX ${index}`);
      expect(page?.match(/SEARCH jobs USING INTEGER PRIMARY KEY/g)).toHaveLength(1);
    },
  );
});

// Decision 086: a city in its state, or a ZIP code with an age, is counted in an index whose keys
// hold both, so that the count checks no entry; its page still walks the place's own index newest
// first, which the count's index does not order.
describe('a page of a city in its state, or of a ZIP code for an age (SQLite)', () => {
  it.each<[string, Record<string, string>, string, string]>([
    [
      'a city in its state',
      { location: 'Portland, OR' },
      'jobs_active_city_count_idx (<expr>=? AND location_state=?)',
      'jobs_active_city_cover_idx (<expr>=?)',
    ],
    [
      'a ZIP code for an age',
      { zip: '97201', minimum_age: '16' },
      'jobs_active_zip_count_idx (<expr>=? AND minimum_age_required<?)',
      'jobs_active_zip_cover_idx (<expr>=?)',
    ],
  ])('counts in the index of places and walks its own (%s)', async (_name, query, count, page) => {
    const plans = await listPlans(query);
    expect(plans).toHaveLength(2);
    expect(plans[0]).toContain(`USING COVERING INDEX ${count}`);
    expect(plans[1]).toContain(`USING INDEX ${page}`);
    expect(plans[1]).not.toContain('TEMP B-TREE');
  });
});

// Decision 050: a company's jobs are found business by business through the business's index,
// with the other filters checked in it; SQLite's planner walked a state's index (65,000 entries
// at a million jobs) or the seek index instead, reading each row for its business (47 ms).
describe('a page of a company’s jobs (SQLite)', () => {
  it.each<[string, Record<string, string>]>([
    ['a company in one state', { company: 'market', state: 'WA' }],
    [
      'a company with a type, a state and a flag',
      { company: 'market', job_type: 'part-time', state: 'WA', hsWelcome: 'true' },
    ],
    ['a company sorted by title', { company: 'market', sort: 'title' }],
  ])('counts and orders them in the business’s index (%s)', async (_name, query) => {
    const [count, page] = await listPlans(query);
    for (const plan of [count, page]) {
      expect(plan).toContain('USING COVERING INDEX jobs_active_business_cover_idx (business_id=?)');
      expect(plan).not.toMatch(/jobs_active_(state_cover|filter_seek)_idx/);
    }
    // Only the page's rows are read from the table, sorted by title too (decision 058).
    expect(page?.match(/SEARCH jobs USING INTEGER PRIMARY KEY/g)).toHaveLength(1);
  });
});

// Decision 051: a pay type or a ZIP code with filters of the seek index seeks each mix of them in
// an index that leads with it, checking the rest there; no other list reads through those.
describe('a pay type or a ZIP code with other filters (SQLite)', () => {
  it.each<[string, Record<string, string>, string]>([
    [
      'a pay type, a type, an age and a flag',
      {
        job_type: 'volunteer',
        compensation_type: 'per hour',
        minimum_age: '15',
        afterSchool: 'true',
      },
      'jobs_active_pay_seek_idx (<expr>=? AND business_category=? AND job_type=?',
    ],
    [
      'a ZIP code, a type and a category',
      { zip: '97201', job_type: 'part-time', business_category: 'non-profit' },
      'jobs_active_zip_seek_idx (<expr>=? AND business_category=? AND job_type=?)',
    ],
    [
      'a ZIP code, a pay type and a flag',
      { zip: '97201', compensation_type: 'per hour', job_type: 'seasonal', hsWelcome: 'true' },
      'jobs_active_zip_seek_idx (<expr>=? AND business_category=? AND job_type=?',
    ],
  ])('counts and gathers them in its seek index (%s)', async (_name, query, index) => {
    const [count, page] = await listPlans(query);
    expect(count).toContain(`USING COVERING INDEX ${index}`);
    expect(page).toContain(`USING COVERING INDEX ${index}`);
    // Only the page's rows are read from the table.
    expect(page?.match(/SEARCH jobs USING INTEGER PRIMARY KEY/g)).toHaveLength(1);
  });

  it.each<[string, Record<string, string>]>([
    [
      'a city with four filters',
      {
        job_type: 'part-time',
        business_category: 'healthcare',
        city: 'Minneapolis',
        hsWelcome: 'true',
        afterSchool: 'true',
      },
    ],
    ['flags and an age', { hsWelcome: 'true', afterSchool: 'true', minimum_age: '15' }],
    ['a type and a flag', { job_type: 'seasonal', hsWelcome: 'true' }],
    ['a state sorted by title', { state: 'OR', sort: 'title' }],
  ])('never reads another list through them (%s)', async (_name, query) => {
    for (const plan of await listPlans(query)) {
      expect(plan).not.toMatch(/jobs_active_(pay|zip)_seek_idx/);
    }
  });
});

// Decision 052: a page of jobs filtered only by the flags or the age finds its ids in the index of
// active jobs' dates, which holds them, then reads the page's rows alone; SQLite walked the index
// of every job's date and read each row (both flags, page 500: 26 ms; the first page with both
// flags and an age, 127 -> 57 us).
describe('a page filtered only by the flags or the age (SQLite)', () => {
  it.each<[string, Record<string, string>]>([
    ['both flags, page 500', { hsWelcome: 'true', afterSchool: 'true', skip: '9980' }],
    ['an age, page 50', { minimum_age: '21', skip: '980' }],
    [
      'both flags and an age, first page',
      { hsWelcome: 'true', afterSchool: 'true', minimum_age: '15' },
    ],
    ['an age and a flag, first page', { minimum_age: '14', afterSchool: 'true' }],
  ])('walks the dates of active jobs for its ids (%s)', async (_name, query) => {
    const [, page] = await listPlans(query);
    expect(page).toContain('SCAN jobs USING COVERING INDEX jobs_active_published_cover_idx');
    expect(page).not.toContain('jobs_status_published_idx');
    expect(page?.match(/SEARCH jobs USING INTEGER PRIMARY KEY/g)).toHaveLength(1);
  });
});

// Decision 085: each job's card is read as it is kept, by id, not written from its row.
describe('a page’s cards (SQLite)', () => {
  it.each<[string, Record<string, string>]>([
    ['the first page', {}],
    ['a city', { location: 'Portland, OR' }],
    ['a word', { search: 'team' }],
    ['the board by title', { sort: 'title' }],
  ])('reads each of them in the cards kept (%s)', async (_name, query) => {
    const page = (await listPlans(query)).at(-1);
    expect(page).toContain('SEARCH job_cards USING INTEGER PRIMARY KEY (rowid=?)');
  });
});
