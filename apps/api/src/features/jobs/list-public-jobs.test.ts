import { jobListQuerySchema } from '@firstshift/domain';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase, testDatabaseKinds } from '../../db/test-database';
import { KEPT_STATEMENT } from '../../db/kept-statements';
import { createBusiness, createJob } from '../../testing/factories';
import { sentStatements } from '../../testing/sent-statements';
import { toJobSummary } from './job-views';
import { jobsOf, listPublicJobs } from './jobs.repository';

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
      jobsOf(await listPublicJobs(db, jobListQuerySchema.parse(params))).map((job) => job.title);

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
    // A page past the last one is empty and still says how many there are.
    const page = (params: Record<string, string>) =>
      listPublicJobs(db, jobListQuerySchema.parse(params));
    expect(await page({ skip: '10' })).toEqual({ json: '[]', total: 3, totalIsCapped: false });
    expect(await page({ state: 'OR', skip: '10' })).toMatchObject({ json: '[]', total: 2 });
    expect(await page({ search: 'kennel', skip: '10' })).toMatchObject({ json: '[]', total: 2 });
  });

  // The JSON of a page is written by the database (job-summary-json.ts): it must say exactly
  // what toJobSummary says of the same rows, in every kind of list, on both databases.
  it('is each job’s JobSummary, whatever its values, in lists, seeks, sorts and searches', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const business = await createBusiness(db);
    await createJob(db, {
      business,
      title: 'Kennel helper "nights" \\ <b>',
      job_types: ['part-time', 'seasonal'],
      compensation_amount: 13.5,
      high_school_students_welcome: 1,
      after_school_hours_available: 1,
      location_street: '',
      description: 'Kennel work, with dogs',
    });
    await createJob(db, {
      business,
      title: 'Café kennel assistant — ünïcödé 🐕',
      job_types: ['volunteer'],
      compensation_type: 'unpaid',
      compensation_amount: null,
      minimum_age_required: 14,
      work_format: 'virtual',
      published_at: null,
      description: 'Kennel tasks\nline two\ttab',
    });
    await createJob(db, {
      business,
      title: 'Kennel manager',
      compensation_amount: 500,
      compensation_type: 'month',
      location_zip: '97201-1234',
      description: 'Run the kennel',
    });

    const rows = await db.selectFrom('jobs').selectAll().execute();
    const expected = new Map(rows.map((row) => [row.id, toJobSummary(row)]));
    const queries = [
      {},
      { state: 'OR' },
      { hsWelcome: 'true', afterSchool: 'true' },
      { sort: 'title' },
      { sort: 'company', state: 'OR' },
      { search: 'kennel' },
      { search: 'kennel', sort: 'title' },
      { search: 'kennel', job_type: 'volunteer' },
    ];
    for (const params of queries) {
      const page = await listPublicJobs(db, jobListQuerySchema.parse(params));
      const jobs = jobsOf(page);
      expect(jobs.length, JSON.stringify(params)).toBeGreaterThan(0);
      for (const job of jobs)
        expect(job, JSON.stringify(params)).toStrictEqual(expected.get(job.id));
    }
  });

  // On SQLite a search's statement always returns a row: past its last match, a row without a job
  // that carries the count, where the search ran a second time to count it.
  it.runIf(kind === 'sqlite')(
    'tells the count of a search past its last match in the same statement',
    async () => {
      database = await createTestDatabase(kind);
      const { db } = database;
      const business = await createBusiness(db);
      await createJob(db, { business, title: 'Kennel helper' });
      await createJob(db, { business, title: 'Kennel cleaner' });
      const list = async (params: Record<string, string>) => {
        const { result: page, statements } = await sentStatements(db, () =>
          listPublicJobs(db, jobListQuerySchema.parse(params)),
        );
        const titles = jobsOf(page).map((job) => job.title);
        return { titles, total: page.total, sent: statements.length };
      };
      for (const sort of ['relevance', 'date', 'title']) {
        expect(await list({ search: 'kennel', sort, skip: '1' })).toEqual({
          titles: ['Kennel helper'],
          total: 2,
          sent: 1,
        });
        expect(await list({ search: 'kennel', sort, skip: '5' })).toEqual({
          titles: [],
          total: 2,
          sent: 1,
        });
      }
      expect(await list({ search: 'xyzzy' })).toEqual({ titles: [], total: 0, sent: 1 });
    },
  );

  // On PostgreSQL each statement sent costs a system call that wakes the database's process: a
  // list that is not counted through the seek index sends its page and its count together.
  it.runIf(kind === 'postgres')('sends one statement for a page and its count', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const business = await createBusiness(db);
    await createJob(db, { business, title: 'Usher', location_state: 'OR' });
    await createJob(db, { business, title: 'Greeter', location_state: 'OR' });
    const list = async (params: Record<string, string>) => {
      const { result: page, statements } = await sentStatements(db, () =>
        listPublicJobs(db, jobListQuerySchema.parse(params)),
      );
      const titles = jobsOf(page).map((job) => job.title);
      return { titles, total: page.total, sent: statements.length };
    };
    expect(await list({})).toEqual({ titles: ['Greeter', 'Usher'], total: 2, sent: 1 });
    expect(await list({ state: 'OR', limit: '1' })).toEqual({
      titles: ['Greeter'],
      total: 2,
      sent: 1,
    });
    expect(await list({ sort: 'title', skip: '1' })).toEqual({
      titles: ['Usher'],
      total: 2,
      sent: 1,
    });
    // Past the last match no row carries the count, which is then asked for alone.
    expect(await list({ state: 'OR', skip: '5' })).toEqual({ titles: [], total: 2, sent: 2 });
    // Counted through the seek index, few matches and many: the page that number calls for.
    expect(await list({ job_type: 'part-time' })).toEqual({
      titles: ['Greeter', 'Usher'],
      total: 2,
      sent: 1,
    });
    const { rows } = await sql<{ column_name: string }>`select column_name
      from information_schema.columns where table_schema = current_schema()
      and table_name = 'jobs' and column_name not in ('id', 'title') and is_generated = 'NEVER'`.execute(
      db,
    );
    const columns = sql.join(rows.map((row) => sql.ref(row.column_name)));
    await sql`insert into jobs (${columns}, title)
      select ${columns}, 'Older usher ' || n from jobs cross join generate_series(1, 1000) as n
      where jobs.title = 'Usher'`.execute(db);
    await sql`update jobs set published_at = '2020-01-01T00:00:00.000Z' where title like 'Older%'`.execute(
      db,
    );
    expect(await list({ job_type: 'part-time', limit: '3' })).toEqual({
      titles: ['Greeter', 'Usher', expect.stringMatching(/^Older usher /) as string],
      total: 1000,
      sent: 1,
    });
  });

  // A company's jobs come business by business through the business's index: ordered newest
  // first, PostgreSQL gathered and sorted every one of them before counting 1,001 (a company in
  // one state: 135 ms at 200,000 jobs). Its count is taken in any order.
  it.runIf(kind === 'postgres')('counts a company’s jobs in any order', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const business = await createBusiness(db, { business_name: 'Blue Door Bakery' });
    await createJob(db, { business, title: 'Baker', location_state: 'OR' });
    // Past the last match, the count is sent alone.
    const { result: page, statements } = await sentStatements(db, () =>
      listPublicJobs(db, jobListQuerySchema.parse({ company: 'blue', state: 'OR', skip: '5' })),
    );
    expect(page).toMatchObject({ json: '[]', total: 1 });
    // The plans of a table this small do not show it: the statement itself says it.
    const count = statements.at(-1)?.sql ?? '';
    expect(count).toContain('business_profiles');
    expect(count).not.toMatch(/order by/i);
  });

  it('plans a list once for any values, but for a pay type and a page sorted by title or company (SQLite: where one index serves it)', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const business = await createBusiness(db);
    await createJob(db, { business, title: 'Usher', location_state: 'OR' });
    await createJob(db, {
      business,
      title: 'Intern',
      location_state: 'OR',
      compensation_type: 'Per month stipend',
      compensation_amount: 400,
    });
    const list = async (params: Record<string, string>) => {
      const { result, statements, sharedPlans } = await sentStatements(db, () =>
        listPublicJobs(db, jobListQuerySchema.parse(params)),
      );
      const titles = jobsOf(result).map((job) => job.title);
      const sent = { titles, sent: statements.length, shared: sharedPlans.length };
      if (kind === 'postgres') return sent;
      // SQLite: which statements were written to be planned once for any values (decision 074).
      return { ...sent, once: statements.map(({ sql }) => sql.includes('+?')) };
    };
    if (kind !== 'postgres') {
      // One filter with an index of its own: its count and its page, which walks that index.
      expect(await list({ state: 'OR' })).toEqual({
        titles: ['Intern', 'Usher'],
        sent: 2,
        shared: 0,
        once: [true, true],
      });
      // Through the seek index: the count, then the page ordered from its few matches alone.
      const seek = { job_type: 'part-time', business_category: 'retail', state: 'OR' };
      expect(await list(seek)).toMatchObject({ titles: ['Intern', 'Usher'], once: [true, true] });
      // A city without its state, which the seek index does not reach, has an index of its own:
      // which of the two to read depends on how many jobs each value holds. The first statement
      // finds the city's states: with its jobs in a few, the list would seek each (decision
      // 088). Portland's are in more.
      for (const state of ['ME', 'MI', 'TX', 'CT']) {
        await createJob(db, {
          business,
          title: 'Deckhand',
          location_state: state,
          job_type: 'seasonal',
        });
      }
      const city = { job_type: 'part-time', business_category: 'retail', city: 'Portland' };
      expect(await list(city)).toMatchObject({
        titles: ['Intern', 'Usher'],
        once: [true, false, false],
      });
      // Planned for its values, which are written in (the job type, the category, the age, the
      // city), so that SQLite plans each statement for them once, not again at each request
      // (decisions 087 and 089).
      const [, ...statements] = (
        await sentStatements(db, () =>
          listPublicJobs(db, jobListQuerySchema.parse({ ...city, minimum_age: '16' })),
        )
      ).statements;
      const written = [
        `"jobs"."job_type" = 'part-time'`,
        `"jobs"."business_category" = 'Retail'`,
        `lower("jobs"."location_city") = 'portland'`,
        '"jobs"."minimum_age_required" <= 16',
      ];
      const filters =
        /("jobs"\."(job_type|business_category|minimum_age_required)"|lower\("jobs"\."location_city"\)) (=|<=) [^ )]+/g;
      expect(statements.map(({ sql }) => sql.match(filters))).toEqual([written, written]);
      expect(statements.map(({ parameters }) => parameters)).toEqual([[], []]);
      // A city's quote is doubled where it is written: the city finds its own jobs and no other.
      // (In more states than a city is sought in, so that its list is planned for its values.)
      for (const state of ['ID', 'WA', 'MT', 'UT', 'NV']) {
        await createJob(db, {
          business,
          title: 'Lift operator',
          location_city: "Coeur d'Alene",
          location_state: state,
          job_type: state === 'ID' ? 'part-time' : 'seasonal',
        });
      }
      await createJob(db, {
        business,
        title: 'Ferry hand',
        location_city: 'Coeur',
        location_state: 'ID',
      });
      const quoted = { business_category: 'retail', job_type: 'part-time' };
      for (const name of ["Coeur d'Alene", "coeur d'alene", "Coeur d'Alene' or '1'='1"]) {
        const { result, statements: sent } = await sentStatements(db, () =>
          listPublicJobs(db, jobListQuerySchema.parse({ ...quoted, city: name })),
        );
        expect(jobsOf(result).map((job) => `${job.title} ${job.location.state}`)).toEqual(
          name.includes(' or ') ? [] : ['Lift operator ID'],
        );
        const literal = `'${name.toLowerCase().replaceAll("'", "''")}'`;
        expect(sent.at(-1)?.sql).toContain(`lower("jobs"."location_city") = ${literal}`);
      }
      // A ZIP code and a pay type as well, a pay type's quote doubled.
      await createJob(db, {
        business,
        title: 'Ticket seller',
        location_zip: '97201',
        job_type: 'volunteer',
        compensation_type: "Per day's work",
        compensation_amount: 20,
      });
      const { result: paid, statements: paySent } = await sentStatements(db, () =>
        listPublicJobs(
          db,
          jobListQuerySchema.parse({
            zip: '97201',
            job_type: 'volunteer',
            compensation_type: "per day's work",
          }),
        ),
      );
      expect(jobsOf(paid).map((job) => job.title)).toEqual(['Ticket seller']);
      for (const { sql: text, parameters } of paySent) {
        expect(text).toContain(`substr(jobs.location_zip, 1, 5) = '97201'`);
        expect(text).toContain(`lower("jobs"."compensation_type") = 'per day''s work'`);
        expect(parameters).toEqual([]);
      }
      return;
    }
    // By date: every statement.
    expect(await list({ state: 'OR' })).toEqual({
      titles: ['Intern', 'Usher'],
      sent: 1,
      shared: 1,
    });
    expect(await list({ job_type: 'part-time' })).toEqual({
      titles: ['Intern', 'Usher'],
      sent: 1,
      shared: 1,
    });
    // A pay type: none.
    expect(await list({ state: 'OR', compensation_type: 'per month stipend' })).toEqual({
      titles: ['Intern'],
      sent: 1,
      shared: 0,
    });
    // By title: not its page, only its count when the page, past the last one, cannot carry it.
    expect(await list({ state: 'OR', sort: 'title' })).toEqual({
      titles: ['Intern', 'Usher'],
      sent: 1,
      shared: 0,
    });
    expect(await list({ state: 'OR', sort: 'title', skip: '20' })).toEqual({
      titles: [],
      sent: 2,
      shared: 1,
    });
  });

  it('seeks a city given without its state in the state its jobs are in, when they are in one (SQLite)', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const business = await createBusiness(db);
    const job = (
      title: string,
      location_city: string,
      location_state: string,
      status: 'active' | 'archived' = 'active',
    ) =>
      createJob(db, {
        business,
        title,
        location_city,
        location_state,
        status,
        job_type: 'full-time',
        business_category: 'Retail',
      });
    await job('Tacoma cashier', 'Tacoma', 'WA');
    await job('Tacoma stocker', 'TACOMA', 'WA');
    // Not on the board: not a state of the city's active jobs.
    await job('Old Tacoma job', 'Tacoma', 'TX', 'archived');
    await job('Portland cashier', 'Portland', 'OR');
    await job('Portland, Maine cashier', 'Portland', 'ME');
    // Another job type: not listed, but the city's jobs are all in Washington still.
    await createJob(db, {
      business,
      title: 'Tacoma barista',
      location_city: 'Tacoma',
      location_state: 'WA',
    });
    const list = async (city: string) => {
      const { result, statements } = await sentStatements(db, () =>
        listPublicJobs(
          db,
          jobListQuerySchema.parse({ city, job_type: 'full-time', business_category: 'retail' }),
        ),
      );
      const titles = jobsOf(result).map((job) => job.title);
      const stated = statements.filter(({ sql }) => sql.includes('"jobs"."location_state" ='));
      const sought = statements.filter(({ sql }) =>
        sql.includes('jobs.location_state in (select value from json_each('),
      );
      return {
        titles,
        total: result.total,
        sent: statements.length,
        stated: stated.length,
        sought: sought.length,
      };
    };
    const tacoma = await list('tacoma');
    const portland = await list('Portland');
    expect(tacoma).toMatchObject({ titles: ['Tacoma stocker', 'Tacoma cashier'], total: 2 });
    expect(portland).toMatchObject({
      titles: ['Portland, Maine cashier', 'Portland cashier'],
      total: 2,
    });
    expect(await list('Nowhere')).toMatchObject({ titles: [], total: 0 });
    if (kind === 'postgres') return;
    // The city's states found first, then its count and page through the seek index: one state
    // as the state, two as a list of states.
    expect(tacoma).toMatchObject({ sent: 3, stated: 2, sought: 0 });
    expect(portland).toMatchObject({ sent: 3, stated: 0, sought: 2 });
    // In more states than it seeks: counted and paged as before.
    for (const state of ['MI', 'TX', 'CT']) await job('Portland stocker', 'Portland', state);
    const farther = await list('Portland');
    expect(farther).toMatchObject({ total: 5, sent: 3, stated: 0, sought: 0 });
  });

  it('plans a radius once for any ZIP codes, seeking them as an array and checking a walk by JSON keys', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const business = await createBusiness(db, { business_name: 'Lakeside Market' });
    await createJob(db, { business, title: 'Portland', location_zip: '97201' });
    await createJob(db, { business, title: 'Beaverton', location_zip: '97005' });
    await createJob(db, { business, title: 'Seattle', location_zip: '98101' });
    const list = async (params: Record<string, string>) => {
      const { result, statements, sharedPlans } = await sentStatements(db, () =>
        listPublicJobs(db, jobListQuerySchema.parse({ near: '97201', radius: '10', ...params })),
      );
      const titles = jobsOf(result).map((job) => job.title);
      return { titles, statements: statements.map((statement) => statement.sql), sharedPlans };
    };
    const newest = await list({});
    expect(newest.titles).toEqual(['Beaverton', 'Portland']);
    const nearest = await list({ sort: 'distance' });
    expect(nearest.titles).toEqual(['Portland', 'Beaverton']);
    if (kind !== 'postgres') return;
    // Newest first: one statement, planned once, that seeks the ZIP codes' index for the count
    // and the few matches, and checks each job a walk of the dates passes against the keys.
    expect(newest.statements).toHaveLength(1);
    expect(newest.sharedPlans).toHaveLength(1);
    expect(newest.statements[0]).toContain('= any($1::text[])');
    expect(newest.statements[0]).toMatch(/\(\$\d+::jsonb\) \? substr\(jobs\.location_zip, 1, 5\)/);
    // Nearest first: the count, then the page, each planned once.
    expect(nearest.statements).toHaveLength(2);
    expect(nearest.sharedPlans).toHaveLength(2);
    // With a filter that leads an index of its own, whose jobs a plan for any values may read
    // and check against the ZIP codes one by one, and past the first page, where a plan for any
    // values read every job: planned for their values (the array a constant, in a hash table).
    const company = await list({ company: 'lakeside' });
    expect(company.titles).toEqual(['Beaverton', 'Portland']);
    const city = await list({ location: 'Seattle, WA' });
    expect(city.titles).toEqual([]);
    const deeper = await list({ limit: '1', skip: '1' });
    expect(deeper.titles).toEqual(['Portland']);
    // The flags, the age and the shifts, which the indexes of ZIP codes hold, are planned once.
    const flagged = await list({ minimum_age: '16', weekends: 'true' });
    expect(flagged.sharedPlans.length).toBeGreaterThan(0);
    expect(flagged.sharedPlans).toHaveLength(flagged.statements.length);
    for (const { statements, sharedPlans } of [company, city, deeper]) {
      expect(sharedPlans).toHaveLength(0);
      for (const statement of statements) expect(statement).not.toMatch(KEPT_STATEMENT);
    }
  });
});
