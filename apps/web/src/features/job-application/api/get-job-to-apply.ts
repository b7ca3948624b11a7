import type { JobDetail } from '@firstshift/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const JOB_TO_APPLY_ERROR = 'Failed to load job details';

/** GET /jobs/{id}: the title and company the applicant is applying to. */
export function jobToApplyQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: ['job-application', 'job', jobId] as const,
    queryFn: ({ signal }) =>
      apiRequest<JobDetail>(`/jobs/${jobId}`, { fallbackMessage: JOB_TO_APPLY_ERROR, signal }),
  });
}
