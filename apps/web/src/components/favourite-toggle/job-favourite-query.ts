import type { FavouriteToggleResponse } from '@firstshift/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { applicantKeys } from '../../lib/applicant-keys';

/** SPEC §8. */
const FAVOURITES_ERROR = 'Failed to fetch favorites';

/**
 * Whether the applicant saved one job, for the job's own pages. Under the applicant's keys, so
 * that signing out forgets it with the rest, but not under favourites(): those hold pages of the
 * list, and the toggle rewrites them as such.
 */
export const jobFavouriteKeys = {
  all: [...applicantKeys.all, 'favourite-of-job'] as const,
  job: (jobId: number) => [...jobFavouriteKeys.all, jobId] as const,
};

/**
 * GET /applicant/{jobId}/favourite: a job's details are the same for everyone (and cached so),
 * so whether this reader saved it is asked apart.
 */
export function jobFavouriteQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: jobFavouriteKeys.job(jobId),
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<FavouriteToggleResponse>(`/applicant/${jobId}/favourite`, {
        fallbackMessage: FAVOURITES_ERROR,
        networkMessage: FAVOURITES_ERROR,
        signal,
      });
      return answer.is_favourite;
    },
  });
}
