import {
  type JobListQuery,
  jobListQuerySchema,
  milesBetween,
  normalizeCompensationType,
  parseLocation,
} from '@firstshift/domain';
import { type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as filterSeekIndex from '../../db/migrations/0013-filter-seek-index';
import * as filterSeekIndexPostgres from '../../db/migrations/0014-filter-seek-index-postgres';
import * as zipIndexWithZipPostgres from '../../db/migrations/0016-zip-index-with-zip-postgres';
import * as payInFilterIndexes from '../../db/migrations/0018-pay-in-filter-indexes';
import { type TestDatabase, createTestDatabase, testDatabaseKinds } from '../../db/test-database';
import { type TestBusiness, createBusiness, createJob } from '../../testing/factories';
import { zipPlace } from '../../lib/zip-places';
import { COUNT_LIMIT, jobsOf, listPublicJobs } from './jobs.repository';

// Every way the list finds a combination of filters gives what the filters say: on SQLite a
// combination is counted through the seek index and, with few matches, paged from them alone
// (decision 038), or through the ZIP code's or the pay type's seek index (decision 051); elsewhere
// through the one-filter indexes. A board of 1,400 jobs with every mix of the filters, some
// combinations above the count's cap, is listed by each way and compared with the same filters
// applied here, one job at a time.

const CATEGORIES = ['Retail', 'Restaurant', 'Pet Care'] as const;
const TYPES = ['part-time', 'seasonal', 'intern'] as const;
const FORMATS = ['in-person', 'virtual', 'hybrid'] as const;
type Place = [string, string, string];
/** Within 50 miles of 97201 (0, 1.7, 5.4, 6.6 and 41.5 miles): most jobs, past the count's cap. */
const NEAR_PORTLAND: readonly [Place, ...Place[]] = [
  ['Portland', 'OR', '97201'],
  ['Portland', 'OR', '97210'],
  ['Beaverton', 'OR', '97005'],
  ['Lake Oswego', 'OR', '97035'],
  ['Salem', 'OR', '97301'],
];
const FAR_FROM_PORTLAND: readonly [Place, ...Place[]] = [
  ['Seattle', 'WA', '98101'],
  ['Los Angeles', 'CA', '90012'],
];
/** Pay types as stored (normalised, decision 016), and none (a volunteer's). */
const PAY_TYPES = ['hour', 'per month stipend', null] as const;
const AGES = [14, 15, 16, 18] as const;
const COMPANIES = ['Cedar Goods', 'apple Works', 'Birch & Co'] as const;

interface BoardJob {
  id: number;
  title: string;
  company: string;
  category: string;
  type: string;
  format: string;
  city: string;
  state: string;
  zip: string;
  pay: string | null;
  age: number;
  hs: boolean;
  after: boolean;
  published: string;
  active: boolean;
}

/** A small deterministic generator, so that a failure names the same board every time. */
function generator(seed: number) {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  return {
    next,
    one: <T>(items: readonly [T, ...T[]]): T => items[next(items.length)] ?? items[0],
  };
}

function boardRows(): Omit<BoardJob, 'id'>[] {
  const { next, one } = generator(38);
  return Array.from({ length: 1400 }, (_, i) => {
    // Retail holds most jobs, so that its combinations pass the count's cap.
    const category = i < 1020 && next(10) < 9 ? 'Retail' : one(CATEGORIES);
    const [city, state, zip] = next(25) === 0 ? one(FAR_FROM_PORTLAND) : one(NEAR_PORTLAND);
    return {
      title: `${one(['Stocker', 'cashier', 'Helper', 'aide'])} ${String(i).padStart(4, '0')}`,
      company: one(COMPANIES),
      category,
      type: one(TYPES),
      format: one(FORMATS),
      city: next(5) === 0 ? city.toUpperCase() : city,
      state,
      // Some written as ZIP+4, which a five-digit ZIP code still finds.
      zip: next(4) === 0 ? `${zip}-1234` : zip,
      pay: one(PAY_TYPES),
      age: one(AGES),
      hs: next(2) === 1,
      after: next(2) === 1,
      // Pairs of jobs share a date, so that the order by id breaks ties.
      published: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * 60_000).toISOString(),
      active: next(20) !== 0,
    };
  });
}

/** The job's row, beside the factory's usual values. */
const toFields = (job: Omit<BoardJob, 'id'>) => ({
  company_name: job.company,
  title: job.title,
  job_type: job.type,
  business_category: job.category,
  work_format: job.format,
  minimum_age_required: job.age,
  location_city: job.city,
  location_state: job.state,
  location_zip: job.zip,
  compensation_type: job.pay,
  high_school_students_welcome: job.hs ? 1 : 0,
  after_school_hours_available: job.after ? 1 : 0,
  created_at: job.published,
  updated_at: job.published,
  published_at: job.published,
  status: job.active ? ('active' as const) : ('archived' as const),
});

/** The filters applied to one job, as SPEC's job search states them. */
function matches(job: BoardJob, query: JobListQuery): boolean {
  const location = parseLocation(query.location);
  const city = query.city ?? location.city;
  const state = query.state ?? location.state;
  const zip = query.zip ?? location.zip;
  const pay = normalizeCompensationType(query.compensation_type)?.toLowerCase();
  return (
    job.active &&
    (!query.business_category || job.category === query.business_category) &&
    (!query.job_type || job.type === query.job_type) &&
    (!query.work_format || job.format === query.work_format) &&
    (!city || job.city.toLowerCase() === city.toLowerCase()) &&
    (!state || job.state === state.toUpperCase()) &&
    (!zip || (zip.length > 5 ? job.zip === zip : job.zip.slice(0, 5) === zip)) &&
    (!pay || job.pay?.toLowerCase() === pay) &&
    (query.minimum_age === undefined || job.age <= query.minimum_age) &&
    (!query.hsWelcome || job.hs) &&
    (!query.afterSchool || job.after) &&
    (!query.company || job.company.toLowerCase().includes(query.company.toLowerCase())) &&
    (!query.near || milesFrom(query.near, job) <= (query.radius ?? 0))
  );
}

/** How far a job is from a ZIP code's centre, as the cards say it (decision 068). */
function milesFrom(zip: string, job: BoardJob): number {
  const [center, place] = [zipPlace(zip), zipPlace(job.zip)];
  if (!center || !place) throw new Error(`No place for ${zip} or ${job.zip}`);
  return milesBetween(center, place);
}

const newestFirst = (a: BoardJob, b: BoardJob) =>
  b.published.localeCompare(a.published) || b.id - a.id;
const byText = (text: (job: BoardJob) => string) => (a: BoardJob, b: BoardJob) =>
  text(a).toLowerCase() < text(b).toLowerCase()
    ? -1
    : text(a).toLowerCase() > text(b).toLowerCase()
      ? 1
      : a.id - b.id;

/** Nearest first, ZIP code by ZIP code; of a ZIP code's jobs, the newest. */
const nearestFirst = (zip: string) => (a: BoardJob, b: BoardJob) =>
  milesFrom(zip, a) - milesFrom(zip, b) ||
  a.zip.slice(0, 5).localeCompare(b.zip.slice(0, 5)) ||
  newestFirst(a, b);

/**
 * The page and total the list should give: titles and company sorts order the newest matches,
 * the nearest first the nearest of all of them (decision 070); each orders 1,000 at most.
 */
function expected(board: BoardJob[], query: JobListQuery) {
  const found = board.filter((job) => matches(job, query)).sort(newestFirst);
  const sorted =
    query.sort === 'title'
      ? found.slice(0, COUNT_LIMIT).sort(byText((job) => job.title))
      : query.sort === 'company'
        ? found.slice(0, COUNT_LIMIT).sort(byText((job) => job.company))
        : query.sort === 'distance' && query.near
          ? found.sort(nearestFirst(query.near)).slice(0, COUNT_LIMIT)
          : found;
  return {
    ids: sorted.slice(query.skip, query.skip + query.limit).map((job) => job.id),
    total: Math.min(found.length, COUNT_LIMIT),
    totalIsCapped: found.length > COUNT_LIMIT,
  };
}

const QUERIES: Record<string, string>[] = [
  {},
  { business_category: 'retail' },
  { business_category: 'retail', skip: '990', limit: '20' },
  { job_type: 'part-time' },
  {
    job_type: 'part-time',
    business_category: 'restaurant',
    state: 'CA',
    minimum_age: '16',
    hsWelcome: 'true',
  },
  { job_type: 'seasonal', state: 'OR', hsWelcome: 'true' },
  { job_type: 'seasonal', state: 'OR', hsWelcome: 'true', limit: '3', skip: '4' },
  { business_category: 'petcare', work_format: 'virtual' },
  { business_category: 'restaurant', location: 'Seattle, WA' },
  { business_category: 'retail', location: 'Portland, OR', afterSchool: 'true' },
  { location: 'Portland, OR', hsWelcome: 'true' },
  { city: 'salem' },
  { city: 'Seattle', job_type: 'intern' },
  { minimum_age: '15', hsWelcome: 'true', afterSchool: 'true' },
  { state: 'WA', sort: 'company' },
  { business_category: 'restaurant', sort: 'title' },
  { business_category: 'restaurant', job_type: 'intern', sort: 'company', skip: '2', limit: '5' },
  { business_category: 'retail', sort: 'title', skip: '995' },
  {
    job_type: 'intern',
    work_format: 'hybrid',
    hsWelcome: 'true',
    afterSchool: 'true',
    state: 'CA',
  },
  { business_category: 'petcare', state: 'ZZ' },
  { state: 'ZZ', job_type: 'seasonal' },
  // A company is found business by business through the business's index (decision 050).
  { company: 'o' },
  { company: 'cedar', state: 'OR' },
  { company: 'works', job_type: 'seasonal', state: 'WA', hsWelcome: 'true' },
  { company: 'o', business_category: 'retail', skip: '990' },
  { company: 'birch', sort: 'title', skip: '3', limit: '5' },
  { company: 'o', location: 'Portland, OR', sort: 'company' },
  { company: 'nobody' },
  // A pay type or a ZIP code with the seek index's filters seeks an index that leads with it
  // (decision 051); with others, the one-filter indexes check it.
  { compensation_type: 'per hour', job_type: 'seasonal', minimum_age: '15', afterSchool: 'true' },
  { compensation_type: 'Per Month Stipend', business_category: 'retail', work_format: 'virtual' },
  { compensation_type: 'hourly', business_category: 'retail', sort: 'title', skip: '2' },
  { compensation_type: 'per hour', state: 'OR', hsWelcome: 'true' },
  { compensation_type: 'per week', job_type: 'intern' },
  { zip: '97201', job_type: 'part-time', business_category: 'retail' },
  { zip: '98101', business_category: 'retail', hsWelcome: 'true', afterSchool: 'true', skip: '5' },
  { zip: '90012-1234', job_type: 'intern' },
  { location: 'Salem, OR 97301', compensation_type: 'per hour', job_type: 'seasonal' },
  { zip: '97301', minimum_age: '16', sort: 'company' },
  // A later page filtered only by the flags or the age finds its ids first (decision 052).
  { hsWelcome: 'true', afterSchool: 'true', skip: '30' },
  { minimum_age: '15', skip: '7', limit: '5' },
  { minimum_age: '18', hsWelcome: 'true', skip: '995' },
  // A radius search is counted through the ZIP codes' index; a few matches are ordered alone,
  // many walked newest first (decision 068).
  { near: '97201', radius: '50' },
  { near: '97201', radius: '50', skip: '990' },
  { near: '97201', radius: '5' },
  { near: '97201-1234', radius: '5', skip: '15', limit: '5' },
  { near: '97201', radius: '10', sort: 'distance' },
  { near: '97201', radius: '10', sort: 'distance', skip: '400' },
  { near: '97201', radius: '50', sort: 'distance', skip: '20' },
  { near: '97201', radius: '50', sort: 'distance', skip: '590' },
  // The nearest first of more than 1,000 matches are read ZIP code by ZIP code (decision 070).
  { near: '97201', radius: '50', sort: 'distance', skip: '995', limit: '10' },
  { near: '97201', radius: '50', sort: 'distance', hsWelcome: 'true', skip: '40' },
  { near: '97201', radius: '50', sort: 'distance', zip: '97005', limit: '50' },
  { near: '98101', radius: '50', sort: 'distance', minimum_age: '16', skip: '100' },
  { near: '97301', radius: '10', job_type: 'seasonal' },
  { near: '98101', radius: '25', hsWelcome: 'true', afterSchool: 'true' },
  { near: '97005', radius: '5', business_category: 'retail', state: 'OR', sort: 'title' },
  { near: '97201', radius: '25', zip: '97005', minimum_age: '15' },
  { near: '97201', radius: '50', job_type: 'part-time', business_category: 'retail', skip: '3' },
  { near: '97201', radius: '25', company: 'cedar', sort: 'distance' },
  { near: '90012', radius: '50', location: 'Portland, OR' },
];

describe.each(testDatabaseKinds)('the job list’s filter combinations on %s', (kind) => {
  let database: TestDatabase;
  let board: BoardJob[];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    // One business per company: the company filter searches the businesses' names.
    const businesses = new Map<string, TestBusiness>();
    for (const name of COMPANIES) {
      businesses.set(name, await createBusiness(db, { business_name: name }));
    }
    board = [];
    for (const job of boardRows()) {
      const business = businesses.get(job.company);
      board.push({ ...job, id: await createJob(db, { business, ...toFields(job) }) });
    }
  }, 60_000);
  afterAll(async () => {
    await database.destroy();
  });

  it.each(QUERIES)('lists and counts what the filters say: %o', async (params) => {
    const query = jobListQuerySchema.parse({ limit: '10', ...params });
    const page = await listPublicJobs(database.db, query);
    expect({
      ids: jobsOf(page).map((job) => job.id),
      total: page.total,
      totalIsCapped: page.totalIsCapped,
    }).toEqual(expected(board, query));
  });

  it('holds a radius past the count’s cap and radii under it, so that both ways are listed', () => {
    const total = (params: Record<string, string>) =>
      expected(board, jobListQuerySchema.parse({ limit: '10', ...params }));
    expect(total({ near: '97201', radius: '50' }).totalIsCapped).toBe(true);
    expect(total({ near: '97201', radius: '10' })).toMatchObject({ totalIsCapped: false });
    expect(total({ near: '97201', radius: '10' }).total).toBeGreaterThan(400);
  });

  it('lists the same after its indexes are undone and made again (migrations 0013, 0014, 0016, 0018)', async () => {
    const raw = database.db as unknown as Kysely<unknown>;
    const query = jobListQuerySchema.parse({
      job_type: 'part-time',
      business_category: 'restaurant',
      state: 'CA',
      zip: '97201',
    });
    const want = expected(board, query);
    await payInFilterIndexes.down(raw);
    await zipIndexWithZipPostgres.down(raw);
    await filterSeekIndexPostgres.down(raw);
    await filterSeekIndex.down(raw);
    expect(await listPublicJobs(database.db, query)).toMatchObject({ total: want.total });
    await filterSeekIndex.up(raw);
    await filterSeekIndexPostgres.up(raw);
    await zipIndexWithZipPostgres.up(raw);
    await payInFilterIndexes.up(raw);
    const page = await listPublicJobs(database.db, query);
    expect({ ids: jobsOf(page).map((job) => job.id), total: page.total }).toEqual({
      ids: want.ids,
      total: want.total,
    });
  });
});
