import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  JOB_LIST_MAX_SKIP,
  jobSearchFromParams,
  type JobFiltersQuery,
  type JobSummary,
  type SortOption,
} from '@firstshift/domain';
import { apiResponse } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

export const JOBS_PAGE_SIZE = 20;
export const JOBS_ERROR = 'Failed to load jobs';

export type JobListRequest = JobFiltersQuery & { sort: SortOption; page: number };
/** `capped`: the API counted up to `total` and stopped (X-Total-Count-Capped), so there are more. */
export type JobListPage = { jobs: JobSummary[]; total: number; capped: boolean };

/** The deepest page the API serves (a page number typed into the address goes no further). */
const LAST_PAGE = Math.floor(JOB_LIST_MAX_SKIP / JOBS_PAGE_SIZE) + 1;

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? Math.min(page, LAST_PAGE) : 1;
}

/** Browse jobs' address read: the filters and sort in force, and the page of results asked for. */
export function jobListFromParams(params: URLSearchParams) {
  const { filters, sort, query } = jobSearchFromParams(params);
  const page = readPage(params.get('page'));
  return { filters, sort, page, request: { ...query, page } satisfies JobListRequest };
}

async function getJobs(request: JobListRequest, signal: AbortSignal): Promise<JobListPage> {
  const { page, ...filters } = request;
  const { data, headers } = await apiResponse<JobSummary[]>('/jobs/', {
    query: { ...filters, skip: (page - 1) * JOBS_PAGE_SIZE, limit: JOBS_PAGE_SIZE },
    fallbackMessage: JOBS_ERROR,
    signal,
  });
  const total = Number(headers.get('X-Total-Count'));
  return {
    jobs: data,
    total: Number.isFinite(total) && total > 0 ? total : data.length,
    capped: headers.get('X-Total-Count-Capped') === 'true',
  };
}

export function jobsQueryOptions(request: JobListRequest) {
  return queryOptions({
    queryKey: jobKeys.list(request),
    queryFn: ({ signal }) => getJobs(request, signal),
    placeholderData: keepPreviousData,
  });
}
