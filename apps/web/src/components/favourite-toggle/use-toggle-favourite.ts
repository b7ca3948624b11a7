import type { FavouriteToggleResponse, FavouritesResponse, JobSummary } from '@firstshift/domain';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { applicantKeys } from '../../lib/applicant-keys';
import { useToast } from '../toast/toast-context';
import { jobFavouriteKeys } from './job-favourite-query';

/** SPEC §8. */
export const TOGGLE_FAVOURITE_ERROR = 'Failed to toggle favorite';

type JobSearchPages = InfiniteData<{ jobs: JobSummary[] }>;
type FavouritePages = InfiniteData<FavouritesResponse>;
type Snapshot = Array<[QueryKey, unknown]>;
type Variables = { jobId: number; isFavourite: boolean };

/**
 * Marks the job (un)favoured wherever the job search, the favourites list and the job's own
 * pages show it.
 */
function markJob(client: QueryClient, { jobId, isFavourite }: Variables) {
  const onItsPage = jobFavouriteKeys.job(jobId);
  if (client.getQueryData(onItsPage) !== undefined) client.setQueryData(onItsPage, isFavourite);
  const mark = <T extends { id: number; is_favourite?: boolean }>(job: T): T =>
    job.id === jobId ? { ...job, is_favourite: isFavourite } : job;
  client.setQueriesData<JobSearchPages>({ queryKey: applicantKeys.jobSearches() }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, jobs: page.jobs.map(mark) })) }
      : data,
  );
  client.setQueriesData<FavouritePages>({ queryKey: applicantKeys.favourites() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, favourites: page.favourites.map(mark) })),
        }
      : data,
  );
}

/** Takes a job the applicant no longer favours off the favourites list. */
function dropFavourite(client: QueryClient, jobId: number) {
  client.setQueriesData<FavouritePages>({ queryKey: applicantKeys.favourites() }, (data) => {
    if (!data?.pages.some((page) => page.favourites.some((job) => job.id === jobId))) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        favourites: page.favourites.filter((job) => job.id !== jobId),
        total: Math.max(0, page.total - 1),
      })),
    };
  });
}

/**
 * POST /applicant/{jobId}/favourite?is_favourite=… (SPEC §7). The heart changes at once
 * (optimistic); a failure puts it back and says "Failed to toggle favorite" (or the server's
 * reason). The overview's count and the favourites list follow.
 */
export function useToggleFavourite() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ jobId, isFavourite }: Variables) =>
      apiRequest<FavouriteToggleResponse>(`/applicant/${jobId}/favourite`, {
        method: 'POST',
        query: { is_favourite: isFavourite },
        fallbackMessage: TOGGLE_FAVOURITE_ERROR,
        networkMessage: TOGGLE_FAVOURITE_ERROR,
      }),
    onMutate: async (variables): Promise<Snapshot> => {
      await client.cancelQueries({ queryKey: applicantKeys.jobSearches() });
      await client.cancelQueries({ queryKey: applicantKeys.favourites() });
      await client.cancelQueries({ queryKey: jobFavouriteKeys.job(variables.jobId) });
      const snapshot: Snapshot = [
        ...client.getQueriesData({ queryKey: applicantKeys.jobSearches() }),
        ...client.getQueriesData({ queryKey: applicantKeys.favourites() }),
        ...client.getQueriesData({ queryKey: jobFavouriteKeys.job(variables.jobId) }),
      ];
      markJob(client, variables);
      return snapshot;
    },
    onError: (error, _variables, snapshot) => {
      for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
      toast(error.message || TOGGLE_FAVOURITE_ERROR, 'error');
    },
    onSuccess: (answer, { jobId, isFavourite }) => {
      if (!isFavourite) dropFavourite(client, jobId);
      // The answer settles it, even where the job's page could not tell before.
      client.setQueryData(jobFavouriteKeys.job(jobId), answer.is_favourite);
    },
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: applicantKeys.favourites() }),
        client.invalidateQueries({ queryKey: applicantKeys.dashboard() }),
      ]);
    },
  });
}
