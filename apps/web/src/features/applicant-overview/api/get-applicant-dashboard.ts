import type { ApplicantDashboard } from '@firstshift/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicantKeys } from '../../../lib/applicant-keys';

/** SPEC §8. */
export const DASHBOARD_ERROR = 'Failed to fetch dashboard data';

/** GET /applicant/dashboard: the metrics, recent applications and job alerts. */
export function applicantDashboardQueryOptions() {
  return queryOptions({
    queryKey: applicantKeys.dashboard(),
    queryFn: ({ signal }) =>
      apiRequest<ApplicantDashboard>('/applicant/dashboard', {
        fallbackMessage: DASHBOARD_ERROR,
        networkMessage: DASHBOARD_ERROR,
        signal,
      }),
  });
}
