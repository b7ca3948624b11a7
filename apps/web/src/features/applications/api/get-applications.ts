import { APPLICANT_PAGE_SIZE, type ApplicationListItem } from '@firstshift/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiResponse } from '../../../lib/api-client';
import { applicantKeys } from '../../../lib/applicant-keys';
import { nextPageStart, totalCount } from '../../../lib/paged-lists';

/** SPEC §8. */
export const APPLICATIONS_ERROR = 'Failed to fetch applications';

type ApplicationsPage = { applications: ApplicationListItem[]; total: number };

/** GET /applicant/applications/my, newest first, 20 at a time (SPEC §7: skip 0, limit 20). */
export function applicationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: applicantKeys.applications(),
    queryFn: async ({ pageParam, signal }): Promise<ApplicationsPage> => {
      const { data, headers } = await apiResponse<ApplicationListItem[]>(
        '/applicant/applications/my',
        {
          query: { skip: pageParam, limit: APPLICANT_PAGE_SIZE },
          fallbackMessage: APPLICATIONS_ERROR,
          networkMessage: APPLICATIONS_ERROR,
          signal,
        },
      );
      return { applications: data, total: totalCount(headers, pageParam + data.length) };
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      nextPageStart(
        pages.map((page) => page.applications),
        last.total,
      ),
  });
}
