import type { JobDetail } from '@firstshift/domain';
import { jobKeys } from './job-keys';
import { apiQueryOptions } from '../../../lib/api-query';

export const JOB_ERROR = 'Failed to load job details';

/** GET /jobs/{id}; `viewer` is the signed-in user's id, as the answer depends on who asks. */
export function jobQueryOptions(id: string, viewer: string | null = null) {
  return apiQueryOptions<JobDetail>(jobKeys.detail(id, viewer), `/jobs/${encodeURIComponent(id)}`, {
    fallbackMessage: JOB_ERROR,
  });
}
