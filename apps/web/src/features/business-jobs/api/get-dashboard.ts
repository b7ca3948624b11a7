import { queryOptions } from '@tanstack/react-query';
import type { BusinessDashboard } from '@firstshift/domain';
import { apiRequest } from '../../../lib/api-client';
import { businessJobKeys } from './business-job-keys';

/** SPEC §8. */
export const dashboardError = (status: number) => `Failed to load dashboard (${status})`;
export const DASHBOARD_NETWORK_ERROR = 'Network error loading dashboard';

/** GET /dashboard/: the metrics and every job of the business. */
export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: businessJobKeys.dashboard(),
    queryFn: ({ signal }) =>
      apiRequest<BusinessDashboard>('/dashboard/', {
        fallbackMessage: dashboardError,
        networkMessage: DASHBOARD_NETWORK_ERROR,
        signal,
      }),
  });
}
