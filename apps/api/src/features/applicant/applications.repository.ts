import {
  type ApplicantPageQuery,
  type ApplicationListItem,
  RECENT_APPLICATIONS_DAYS,
} from '@firstshift/domain';
import { sql } from 'kysely';
import { applicationNews } from '../../db/application-news';
import type { Db } from '../../db/create-db';

// An applicant's own applications. Title and company are the copies taken when they applied,
// so a row stays readable after the business renames or deletes the job (job_id then null).

export interface ApplicationPage {
  applications: ApplicationListItem[];
  total: number;
}

const itemColumns = [
  'id',
  'job_id',
  'job_title',
  'company_name',
  'created_at',
  'status',
  'status_changed_at',
] as const;

/** The applicant's application to one job, if they sent one. */
export async function findApplicationToJob(
  db: Db,
  applicantId: number,
  jobId: number,
): Promise<ApplicationListItem | null> {
  const row = await db
    .selectFrom('applications')
    .select(itemColumns)
    .where('applicant_id', '=', applicantId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  if (!row) return null;
  const { created_at, ...rest } = row;
  return { ...rest, applied_at: created_at };
}

/** One page of the applicant's applications, newest first, and how many there are. */
export async function listApplications(
  db: Db,
  applicantId: number,
  page: ApplicantPageQuery,
): Promise<ApplicationPage> {
  const own = db.selectFrom('applications').where('applicant_id', '=', applicantId);
  const [rows, count] = await Promise.all([
    own
      .select(itemColumns)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.skip)
      .execute(),
    own.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const newsOf = await applicationNews(
    db,
    rows.map((row) => row.id),
    'applicant',
  );
  return {
    applications: rows.map(({ created_at, ...row }) => ({
      ...row,
      applied_at: created_at,
      ...newsOf(row.id),
    })),
    total: count.count,
  };
}

export interface ApplicationMetrics {
  total_applications: number;
  active_applications: number;
  recent_applications: number;
}

/**
 * The dashboard's application counts in one query: all of them, those still open (neither
 * accepted nor rejected), and those sent in the last RECENT_APPLICATIONS_DAYS days.
 */
export async function applicationMetrics(
  db: Db,
  applicantId: number,
  now: Date = new Date(),
): Promise<ApplicationMetrics> {
  const since = new Date(now.getTime() - RECENT_APPLICATIONS_DAYS * 86_400_000).toISOString();
  const row = await db
    .selectFrom('applications')
    .where('applicant_id', '=', applicantId)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn
        .sum<number | null>(
          sql`case when ${eb.ref('status')} in ('accepted', 'rejected') then 0 else 1 end`,
        )
        .as('active'),
      eb.fn
        .sum<number | null>(sql`case when ${eb.ref('created_at')} >= ${since} then 1 else 0 end`)
        .as('recent'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total_applications: row.total,
    active_applications: row.active ?? 0,
    recent_applications: row.recent ?? 0,
  };
}
