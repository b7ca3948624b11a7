import {
  APPLICANT_PAGE_SIZE,
  type JobFiltersQuery,
  type JobSummary,
  type SortOption,
} from '@firstshift/domain';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { apiResponse } from '../../../lib/api-client';
import { applicantKeys } from '../../../lib/applicant-keys';

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
  const total = Number(headers.get('X-Total-Count'));
  return {
    jobs: data,
    total: Number.isFinite(total) && total > 0 ? total : skip + data.length,
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
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.jobs.length, 0);
      const more = last.jobs.length === APPLICANT_PAGE_SIZE && (loaded < last.total || last.capped);
      return more ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}
