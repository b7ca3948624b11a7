import type { BusinessDashboardMetrics, BusinessJobRow } from '@firstshift/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/create-db';
import type { Job } from '../../db/schema';
import { jobTypesOf } from '../../db/job-types';

/** Midnight UTC on the first day of `now`'s month. */
export function startOfMonth(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
}

/**
 * The dashboard's figures from the applications themselves: one aggregate over the business's
 * jobs and their applications (indexes jobs_business_idx and applications_job_status_idx), so
 * it stays one quick query for thousands of applications.
 */
export async function dashboardMetrics(
  db: Db,
  businessId: number,
  now = new Date(),
): Promise<BusinessDashboardMetrics> {
  const monthStart = startOfMonth(now);
  const [applications, activeJobs] = await Promise.all([
    db
      .selectFrom('applications')
      .innerJoin('jobs', 'jobs.id', 'applications.job_id')
      .where('jobs.business_id', '=', businessId)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        sql<
          number | string | null
        >`sum(case when ${eb.ref('applications.created_at')} >= ${monthStart} then 1 else 0 end)`.as(
          'this_month',
        ),
        sql<
          number | string | null
        >`sum(case when ${eb.ref('applications.status')} <> 'applied' then 1 else 0 end)`.as(
          'answered',
        ),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('jobs')
      .where('business_id', '=', businessId)
      .where('status', '=', 'active')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(applications.total);
  const answered = Number(applications.answered ?? 0);
  return {
    active_jobs: Number(activeJobs.count),
    total_applications: total,
    new_applications_this_month: Number(applications.this_month ?? 0),
    average_response_rate: total === 0 ? 0 : Math.round((answered / total) * 100),
  };
}

const rowColumns = [
  'id',
  'title',
  'location_city',
  'location_state',
  'location_zip',
  'published_at',
  'job_types',
  'business_category',
  'description',
  'applicants_count',
  'status',
  'updated_at',
] as const satisfies readonly (keyof Job)[];

type BusinessJobColumns = Pick<Job, (typeof rowColumns)[number]>;

/** The business's jobs with how many of their applications it has not opened yet. */
const businessJobs = (db: Db, businessId: number) => {
  const unseen = db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .where('jobs.business_id', '=', businessId)
    .where('applications.business_viewed_at', 'is', null)
    .select((eb) => ['applications.job_id', eb.fn.countAll<number | string>().as('unseen')])
    .groupBy('applications.job_id');
  return db
    .selectFrom('jobs')
    .leftJoin(unseen.as('u'), 'u.job_id', 'jobs.id')
    .where('jobs.business_id', '=', businessId)
    .select(rowColumns.map((column) => `jobs.${column}` as const))
    .select('u.unseen');
};

function toBusinessJobRow(
  row: BusinessJobColumns & { unseen: number | string | null },
): BusinessJobRow {
  return {
    id: row.id,
    title: row.title,
    location_city: row.location_city,
    location_state: row.location_state,
    location_zip: row.location_zip,
    posted_date: row.published_at,
    job_type: jobTypesOf(row.job_types),
    business_category: row.business_category,
    description: row.description,
    applicants: row.applicants_count,
    new_applications: Number(row.unseen ?? 0),
    status: row.status,
    updated_at: row.updated_at,
  };
}

/** Every job of the business in any status, the most recently changed first. */
export async function listBusinessJobs(db: Db, businessId: number): Promise<BusinessJobRow[]> {
  const rows = await businessJobs(db, businessId)
    .orderBy('jobs.updated_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .execute();
  return rows.map(toBusinessJobRow);
}

/** One job's dashboard row (after archiving or bringing it back). */
export async function findBusinessJobRow(
  db: Db,
  id: number,
  businessId: number,
): Promise<BusinessJobRow | undefined> {
  const row = await businessJobs(db, businessId).where('jobs.id', '=', id).executeTakeFirst();
  return row && toBusinessJobRow(row);
}
