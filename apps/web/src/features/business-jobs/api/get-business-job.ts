import { queryOptions } from '@tanstack/react-query';
import type { JobDetail } from '@firstshift/domain';
import { apiRequest } from '../../../lib/api-client';
import { businessJobKeys } from './business-job-keys';

/** SPEC §8. */
export const JOB_DETAILS_ERROR = 'Failed to load job details';

/** GET /jobs/{id} with the business's token: its own job in any status, for edit and view. */
export function businessJobQueryOptions(id: string) {
  return queryOptions({
    queryKey: businessJobKeys.job(id),
    queryFn: ({ signal }) =>
      apiRequest<JobDetail>(`/jobs/${encodeURIComponent(id)}`, {
        fallbackMessage: JOB_DETAILS_ERROR,
        signal,
      }),
  });
}
