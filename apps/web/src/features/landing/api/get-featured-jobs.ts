import { FEATURED_JOBS_LIMIT, type JobSummary } from '@firstshift/domain';
import { apiQueryOptions } from '../../../lib/api-query';

export const FEATURED_JOBS_ERROR = 'Failed to fetch featured jobs';

/** SPEC §7: the landing page shows the first 3 active jobs. */
export function featuredJobsQueryOptions() {
  return apiQueryOptions<JobSummary[]>(['jobs', 'featured'], '/jobs/', {
    query: { skip: 0, limit: FEATURED_JOBS_LIMIT, status: 'active' },
    fallbackMessage: FEATURED_JOBS_ERROR,
  });
}
