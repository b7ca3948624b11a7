import {
  COMPANY_JOBS_PAGE_SIZE,
  type CompanyPage,
  type CompanyResponseTime,
  RESPONSE_TIME_MIN_ANSWERED,
  RESPONSE_TIME_WINDOW_DAYS,
  type JobSummary,
  median,
} from '@firstshift/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/create-db';
import { runKept } from '../../db/kept-statements';
import type { Database } from '../../db/schema';
import { jobSummaryJson } from './job-summary-json';

// A company's public page (decision 067). A company is a business account, named by its user's
// id as every job names its business (jobs.business_id, the cards' company_id). Its page exists
// once the business has put a job on the board: a business that has only drafted one has shown
// the public nothing yet.
//
// The page's statements read by the business's id, through the same indexes for any business:
// they are kept planned once (runKept's planOnce), where SQLite planned each of them again for
// every page, its statistics' samples of the id's index being read for each id (decision 076).

const HOUR_MS = 3_600_000;
/** The most applications of the past year the response time reads (the newest). */
const RESPONSE_TIME_SAMPLE_LIMIT = 5_000;

/** The jobs of the business whose profile the query reads, for `exists`. */
const jobsOfTheBusiness = (eb: ExpressionBuilder<Database, 'business_profiles'>) =>
  eb
    .selectFrom('jobs')
    .select(sql.lit(1).as('one'))
    .whereRef('jobs.business_id', '=', 'business_profiles.user_id');

/** The business's profile, or undefined when it has no public page. */
async function findCompanyProfile(db: Db, id: number) {
  const [profile] = await runKept(
    db,
    'company-profile',
    { id },
    (bind) =>
      db
        .selectFrom('business_profiles')
        .innerJoin('users', 'users.id', 'business_profiles.user_id')
        .where('business_profiles.user_id', '=', bind('id'))
        .where('users.role', '=', 'business')
        .where((eb) => eb.exists(jobsOfTheBusiness(eb).where('jobs.published_at', 'is not', null)))
        .select([
          'business_profiles.business_name',
          'business_profiles.business_category',
          'business_profiles.business_description',
          'business_profiles.city',
          'business_profiles.state',
        ]),
    { planOnce: true },
  );
  return profile;
}

/** One page of the business's open jobs, newest first, as the cards' JSON text. */
async function companyJobs(db: Db, id: number, page: number) {
  const rows = await runKept(
    db,
    'company-jobs',
    { id, skip: (page - 1) * COMPANY_JOBS_PAGE_SIZE },
    (bind) =>
      db
        .selectFrom('jobs')
        .where('jobs.business_id', '=', bind('id'))
        .where('jobs.status', '=', 'active')
        .select(jobSummaryJson(db).as('summary'))
        .orderBy('jobs.published_at', 'desc')
        .orderBy('jobs.id', 'desc')
        .limit(COMPANY_JOBS_PAGE_SIZE)
        .offset(bind('skip')),
    { planOnce: true },
  );
  return rows.map((row) => JSON.parse(row.summary) as JobSummary);
}

async function countCompanyJobs(db: Db, id: number): Promise<number> {
  const [row] = await runKept(
    db,
    'company-job-count',
    { id },
    (bind) =>
      db
        .selectFrom('jobs')
        .where('jobs.business_id', '=', bind('id'))
        .where('jobs.status', '=', 'active')
        .select((eb) => eb.fn.countAll<number | string>().as('count')),
    { planOnce: true },
  );
  return Number(row?.count ?? 0);
}

/**
 * How quickly the business answers: over the applications to its jobs in the past year, the
 * median time from each application to its first change of status (the "applied" the history
 * starts with is not one). The newest RESPONSE_TIME_SAMPLE_LIMIT are taken first and only their
 * histories read: SQLite works out a row's columns before it sorts, so asked for the first change
 * beside the ordering it read the history of every application of the year.
 */
async function companyResponseTime(db: Db, id: number): Promise<CompanyResponseTime> {
  const since = new Date(Date.now() - RESPONSE_TIME_WINDOW_DAYS * 24 * HOUR_MS).toISOString();
  const sample = db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .where('jobs.business_id', '=', id)
    .where('applications.created_at', '>=', since)
    .select(['applications.id', 'applications.created_at'])
    .orderBy('applications.created_at', 'desc')
    .limit(RESPONSE_TIME_SAMPLE_LIMIT);
  const rows = await db
    .selectFrom(sample.as('sample'))
    .select((eb) => [
      'sample.created_at',
      eb
        .selectFrom('application_status_history')
        .whereRef('application_status_history.application_id', '=', 'sample.id')
        .where('application_status_history.status', '<>', 'applied')
        .select((history) => history.fn.min('application_status_history.changed_at').as('first'))
        .as('first_change'),
    ])
    .execute();
  const hours = rows.flatMap((row) =>
    row.first_change === null
      ? []
      : [Math.max(0, Date.parse(row.first_change) - Date.parse(row.created_at)) / HOUR_MS],
  );
  return {
    median_hours: hours.length >= RESPONSE_TIME_MIN_ANSWERED ? median(hours) : null,
    answered: hours.length,
    received: rows.length,
  };
}

/** The company's page, one page of its open jobs; undefined for no such public company. */
export async function findCompanyPage(
  db: Db,
  id: number,
  page: number,
): Promise<CompanyPage | undefined> {
  const profile = await findCompanyProfile(db, id);
  if (!profile) return undefined;
  const [jobs, activeJobCount, responseTime] = await Promise.all([
    companyJobs(db, id, page),
    countCompanyJobs(db, id),
    companyResponseTime(db, id),
  ]);
  return {
    id,
    name: profile.business_name,
    category: profile.business_category,
    description: profile.business_description,
    city: profile.city,
    state: profile.state,
    active_job_count: activeJobCount,
    page,
    jobs,
    response_time: responseTime,
  };
}

export interface SitemapCompany {
  id: number;
}

/** Businesses with an open job, in id order, one sitemap file's worth. */
export function listCompaniesForSitemap(
  db: Db,
  offset: number,
  limit: number,
): Promise<SitemapCompany[]> {
  return companiesWithOpenJobs(db)
    .select('business_profiles.user_id as id')
    .orderBy('business_profiles.user_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countCompaniesWithOpenJobs(db: Db): Promise<number> {
  const { count } = await companiesWithOpenJobs(db)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

function companiesWithOpenJobs(db: Db) {
  return db
    .selectFrom('business_profiles')
    .where((eb) => eb.exists(jobsOfTheBusiness(eb).where('jobs.status', '=', 'active')));
}
