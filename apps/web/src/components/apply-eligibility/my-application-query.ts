import { queryOptions } from '@tanstack/react-query';
import type { ApplicationListItem } from '@firstshift/domain';
import { apiRequest } from '../../lib/api-client';
import { applicantKeys } from '../../lib/applicant-keys';

/** GET /applicant/applications/job/{jobId}: the signed-in applicant's application, or null. */
export function myApplicationQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: applicantKeys.applicationToJob(jobId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ application: ApplicationListItem | null }>(
          `/applicant/applications/job/${jobId}`,
          { signal },
        )
      ).application ?? null,
  });
}
