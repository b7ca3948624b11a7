import {
  jobSearchToParams,
  searchesNear,
  type JobFilters,
  type SortOption,
} from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { JobResults } from '../../../components/job-card/job-results';
import { jobsFoundText } from '../../../components/job-card/jobs-found-text';
import { JobSearchPanel } from '../../../components/job-filters/job-search-panel';
import { SortSelect } from '../../../components/job-filters/sort-select';
import { PlainPagination } from '../../../components/plain-pagination';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cx } from '../../../theme/class-names';
import { JOBS_ERROR, JOBS_PAGE_SIZE, jobListFromParams, jobsQueryOptions } from '../api/get-jobs';

export function JobListPage() {
  useDocumentTitle('Browse jobs');
  const [params, setParams] = useSearchParams();
  const resultsRef = useRef<HTMLDivElement>(null);
  const { filters, sort, page, request } = jobListFromParams(params);
  const { data, error, isPlaceholderData } = useQuery(jobsQueryOptions(request));
  // A search the API refuses says why ("We don't know the ZIP code 00000…").
  const errorText = !error
    ? null
    : error instanceof ApiError && error.status >= 400 && error.status < 500
      ? error.message
      : JOBS_ERROR;
  const pageCount = data ? Math.ceil(data.total / JOBS_PAGE_SIZE) : 0;

  const paramsFor = (values: JobFilters, view: { sort: SortOption; page: number }) => {
    const next = jobSearchToParams(values, view.sort);
    if (view.page > 1) next.set('page', String(view.page));
    return next;
  };
  const show = (values: JobFilters, view: { sort: SortOption; page: number }) => {
    setParams(paramsFor(values, view));
  };
  // Each page number is a link, for search engines and for a page read without JavaScript.
  const pageHref = (next: number) => {
    const query = paramsFor(filters, { sort, page: next }).toString();
    return paths.jobs.getHref(query ? `?${query}` : '');
  };
  const search = (values: JobFilters) => show(values, { sort, page: 1 });
  const changeSort = (next: SortOption) => show(filters, { sort: next, page: 1 });
  // An old link or a typed page number past the end: the results are not none, they end earlier.
  const pastLastPage =
    data && data.jobs.length === 0 && pageCount > 0 && page > pageCount
      ? { last: pageCount, to: pageHref(pageCount) }
      : undefined;
  const changePage = (next: number) => {
    show(filters, { sort, page: next });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className={`${cx.container} ${cx.jobListPage}`}>
      <h1 className={cx.pageTitle}>Browse jobs</h1>
      <p className={cx.jobListIntro}>
        Internships, part-time, seasonal and volunteer roles from local businesses.
      </p>
      {/* Hydrates apart from the results (several short tasks rather than one long one). */}
      <Suspense>
        <JobSearchPanel filters={filters} onSearch={search} />
      </Suspense>
      <div className={cx.jobListBar} ref={resultsRef}>
        <h2 className={cx.sectionTitle} aria-live="polite">
          {data ? jobsFoundText(data.total, data.capped) : errorText ? 'Jobs' : 'Loading jobs...'}
        </h2>
        <SortSelect value={sort} onChange={changeSort} near={searchesNear(filters)} />
      </div>
      <JobResults
        jobs={data?.jobs}
        error={errorText}
        isUpdating={isPlaceholderData}
        pastLastPage={pastLastPage}
      />
      {pageCount > 1 && !pastLastPage && (
        <div className={cx.jobListPager}>
          <PlainPagination
            count={pageCount}
            page={Math.min(page, pageCount)}
            href={pageHref}
            onChange={changePage}
          />
        </div>
      )}
    </div>
  );
}
