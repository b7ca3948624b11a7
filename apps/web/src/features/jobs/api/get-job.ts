import { queryOptions } from '@tanstack/react-query';
import type { JobDetail } from '@firstshift/domain';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

export const JOB_ERROR = 'Failed to load job details';

export function jobQueryOptions(id: string) {
  return queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<JobDetail>(`/jobs/${encodeURIComponent(id)}`, {
        fallbackMessage: JOB_ERROR,
        signal,
      }),
  });
}
