import { queryOptions } from '@tanstack/react-query';
import type { JobDetail } from '@firstshift/domain';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

export const JOB_ERROR = 'Failed to load job details';

/** GET /jobs/{id}; `viewer` is the signed-in user's id, as the answer depends on who asks. */
export function jobQueryOptions(id: string, viewer: string | null = null) {
  return queryOptions({
    queryKey: jobKeys.detail(id, viewer),
    queryFn: ({ signal }) =>
      apiRequest<JobDetail>(`/jobs/${encodeURIComponent(id)}`, {
        fallbackMessage: JOB_ERROR,
        signal,
      }),
  });
}
