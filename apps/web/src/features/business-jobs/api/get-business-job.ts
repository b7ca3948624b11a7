import type { JobDetail } from '@firstshift/domain';
import { businessJobKeys } from './business-job-keys';
import { apiQueryOptions } from '../../../lib/api-query';

/** SPEC §8. */
export const JOB_DETAILS_ERROR = 'Failed to load job details';

/**
 * GET /jobs/{id} with the business's token, for edit and view: its own job in any status, marked
 * `is_owner`, or any other business's job on the board, unmarked (the public job page's read).
 */
export function businessJobQueryOptions(id: string) {
  return apiQueryOptions<JobDetail>(businessJobKeys.job(id), `/jobs/${encodeURIComponent(id)}`, {
    fallbackMessage: JOB_DETAILS_ERROR,
  });
}
