import { queryOptions } from '@tanstack/react-query';
import type { JobApplications } from '@firstshift/domain';
import { apiRequest } from '../../../lib/api-client';
import { hiringKeys } from './hiring-keys';

export const APPLICATIONS_ERROR = 'Failed to load applications';

/** GET /business/jobs/{jobId}/applications: one job's applications, newest first. */
export function jobApplicationsQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: hiringKeys.jobApplications(jobId),
    queryFn: ({ signal }) =>
      apiRequest<JobApplications>(`/business/jobs/${encodeURIComponent(jobId)}/applications`, {
        fallbackMessage: APPLICATIONS_ERROR,
        signal,
      }),
  });
}
