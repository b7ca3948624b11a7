import {
  APPLICANT_PAGE_SIZE,
  type JobFiltersQuery,
  type JobSummary,
  type SortOption,
} from '@firstshift/domain';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { apiResponse } from '../../../lib/api-client';
import { applicantKeys } from '../../../lib/applicant-keys';
import { nextPageStart, totalCount } from '../../../lib/paged-lists';

/** SPEC §8. */
export const SEARCH_JOBS_ERROR = 'Failed to search jobs';

export type JobSearchRequest = JobFiltersQuery & { sort: SortOption };
/** `capped`: the API stopped counting at `total` (X-Total-Count-Capped), so there are more. */
export type JobSearchPage = { jobs: JobSummary[]; total: number; capped: boolean };

async function searchJobs(
  request: JobSearchRequest,
  skip: number,
  signal: AbortSignal,
): Promise<JobSearchPage> {
  const { data, headers } = await apiResponse<JobSummary[]>('/jobs/', {
    query: { ...request, skip, limit: APPLICANT_PAGE_SIZE },
    fallbackMessage: SEARCH_JOBS_ERROR,
    networkMessage: SEARCH_JOBS_ERROR,
    signal,
  });
  return {
    jobs: data,
    total: totalCount(headers, skip + data.length),
    capped: headers.get('X-Total-Count-Capped') === 'true',
  };
}

/**
 * GET /jobs/ with the applicant's token, 20 at a time (SPEC §2, §9: skip 0, limit 20 first);
 * each further page starts where the loaded ones end. The answers carry is_favourite.
 */
export function jobSearchQueryOptions(request: JobSearchRequest) {
  return infiniteQueryOptions({
    queryKey: applicantKeys.jobSearch(request),
    queryFn: ({ pageParam, signal }) => searchJobs(request, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      nextPageStart(
        pages.map((page) => page.jobs),
        last.total,
        last.capped,
      ),
    placeholderData: keepPreviousData,
  });
}
