import { formatPostedDate, type JobDetail } from '@firstshift/domain';

type Posted = Pick<JobDetail, 'posted_date'>;

/** What a job that was never published (its business's draft) says in place of its date. */
const NOT_POSTED = 'Not posted yet';

/** "Mar 2, 2026", or "Not posted yet" for a job never published, which only its business sees. */
export function postedDate(job: Posted, timeZone?: string): string {
  return job.posted_date === null ? NOT_POSTED : formatPostedDate(job.posted_date, timeZone);
}

/** The job header's "Posted Mar 2, 2026", or "Not posted yet". */
export function postedLine(job: Posted, timeZone?: string): string {
  return job.posted_date === null ? NOT_POSTED : `Posted ${postedDate(job, timeZone)}`;
}
