import type { BusinessDashboard } from '@firstshift/domain';
import { businessJobKeys } from './business-job-keys';
import { apiQueryOptions } from '../../../lib/api-query';

/** SPEC §8. */
export const dashboardError = (status: number) => `Failed to load dashboard (${status})`;
export const DASHBOARD_NETWORK_ERROR = 'Network error loading dashboard';

/** GET /dashboard/: the metrics and every job of the business. */
export function dashboardQueryOptions() {
  return apiQueryOptions<BusinessDashboard>(businessJobKeys.dashboard(), '/dashboard/', {
    fallbackMessage: dashboardError,
    networkMessage: DASHBOARD_NETWORK_ERROR,
  });
}
