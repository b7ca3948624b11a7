import type { ApplicantDashboard } from '@firstshift/domain';
import { applicantKeys } from '../../../lib/applicant-keys';
import { apiQueryOptions } from '../../../lib/api-query';

/** SPEC §8. */
export const DASHBOARD_ERROR = 'Failed to fetch dashboard data';

/** GET /applicant/dashboard: the metrics, recent applications and job alerts. */
export function applicantDashboardQueryOptions() {
  return apiQueryOptions<ApplicantDashboard>(applicantKeys.dashboard(), '/applicant/dashboard', {
    fallbackMessage: DASHBOARD_ERROR,
    networkMessage: DASHBOARD_ERROR,
  });
}
