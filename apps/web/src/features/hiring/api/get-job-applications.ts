import type { JobApplications } from '@firstshift/domain';
import { hiringKeys } from './hiring-keys';
import { apiQueryOptions } from '../../../lib/api-query';

export const APPLICATIONS_ERROR = 'Failed to load applications';

/** GET /business/jobs/{jobId}/applications: one job's applications, newest first. */
export function jobApplicationsQueryOptions(jobId: string) {
  return apiQueryOptions<JobApplications>(
    hiringKeys.jobApplications(jobId),
    `/business/jobs/${encodeURIComponent(jobId)}/applications`,
    { fallbackMessage: APPLICATIONS_ERROR },
  );
}
