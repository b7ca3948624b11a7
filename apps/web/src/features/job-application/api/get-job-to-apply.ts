import type { JobDetail } from '@firstshift/domain';
import { apiQueryOptions } from '../../../lib/api-query';

export const JOB_TO_APPLY_ERROR = 'Failed to load job details';

/** GET /jobs/{id}: the title and company the applicant is applying to. */
export function jobToApplyQueryOptions(jobId: number) {
  return apiQueryOptions<JobDetail>(['job-application', 'job', jobId] as const, `/jobs/${jobId}`, {
    fallbackMessage: JOB_TO_APPLY_ERROR,
  });
}
