import type { JobDetail } from '@firstshift/domain';
import { queryOptions } from '@tanstack/react-query';
import { jobKeys } from './job-keys';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const JOB_ERROR = 'Failed to load job details';

// The API answers 404 alike for a job that never was and one that closed (archived or deleted),
// and 400 for an id that is not a number, which cannot name a job either.
const isMissingJob = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * GET /jobs/{id}: the job, or null when no open job has that id (an answer like any other, so
 * that a server-rendered "Job not found" page hydrates as such). `viewer` is the signed-in
 * user's id, as the answer depends on who asks.
 */
export function jobQueryOptions(id: string, viewer: string | null = null) {
  return queryOptions({
    queryKey: jobKeys.detail(id, viewer),
    queryFn: async ({ signal }): Promise<JobDetail | null> => {
      try {
        const path = `/jobs/${encodeURIComponent(id)}`;
        return await apiRequest<JobDetail>(path, { fallbackMessage: JOB_ERROR, signal });
      } catch (error) {
        if (isMissingJob(error)) return null;
        throw error;
      }
    },
    // Signing in changes the key (its owner reads more of a job): the job read before stays
    // on screen, rather than a skeleton, until the viewer's own answer arrives.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === id ? previous : undefined,
  });
}
