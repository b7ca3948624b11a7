import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type OverviewVisit = { first_visit: boolean };

/**
 * POST /auth/overview_visit: records this visit and says whether it is the applicant's very
 * first, on any device (docs/decisions/017). A query, not a mutation, so that it runs once per
 * visit: never refetched while the page is open, forgotten when the page closes.
 */
export function overviewVisitQueryOptions(userId: string | null | undefined) {
  return queryOptions({
    queryKey: ['overview-visit', userId ?? null] as const,
    // No abort signal: a request cut off when the page unmounts at once (React's development
    // double mount) may already have counted the visit, and its retry would then say "back".
    queryFn: () => apiRequest<OverviewVisit>('/auth/overview_visit', { method: 'POST' }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
