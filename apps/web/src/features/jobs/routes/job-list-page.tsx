import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { jobSearchToParams, type JobFilters, type SortOption } from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { JobResults } from '../../../components/job-card/job-results';
import { jobsFoundText } from '../../../components/job-card/jobs-found-text';
import { JobSearchPanel } from '../../../components/job-filters/job-search-panel';
import { SortSelect } from '../../../components/job-filters/sort-select';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { JOBS_ERROR, JOBS_PAGE_SIZE, jobListFromParams, jobsQueryOptions } from '../api/get-jobs';

export function JobListPage() {
  useDocumentTitle('Browse jobs');
  const [params, setParams] = useSearchParams();
  const resultsRef = useRef<HTMLDivElement>(null);
  const { filters, sort, page, request } = jobListFromParams(params);
  const { data, isError, isPlaceholderData } = useQuery(jobsQueryOptions(request));
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
  const pageHref = (next: number | null) => {
    const query = paramsFor(filters, { sort, page: next ?? 1 }).toString();
    return paths.jobs.getHref(query ? `?${query}` : '');
  };
  const search = (values: JobFilters) => show(values, { sort, page: 1 });
  const changeSort = (next: SortOption) => show(filters, { sort: next, page: 1 });
  const changePage = (next: number) => {
    show(filters, { sort, page: next });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="pageTitle">Browse jobs</Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5, mb: 3 }}>
        Internships, part-time, seasonal and volunteer roles from local businesses.
      </Typography>
      {/* Hydrates apart from the results (several short tasks rather than one long one). */}
      <Suspense>
        <JobSearchPanel filters={filters} onSearch={search} />
      </Suspense>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
          scrollMarginTop: 80,
        }}
        ref={resultsRef}
      >
        <Typography variant="sectionTitle" aria-live="polite">
          {data ? jobsFoundText(data.total, data.capped) : isError ? 'Jobs' : 'Loading jobs...'}
        </Typography>
        <SortSelect value={sort} onChange={changeSort} />
      </Box>
      <JobResults
        jobs={data?.jobs}
        error={isError ? JOBS_ERROR : null}
        isUpdating={isPlaceholderData}
      />
      {pageCount > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Pagination
            count={pageCount}
            page={Math.min(page, pageCount)}
            onChange={(event, next) => {
              event.preventDefault();
              changePage(next);
            }}
            renderItem={(item) => (
              <PaginationItem {...item} component={RouterLink} to={pageHref(item.page)} />
            )}
            color="primary"
            shape="rounded"
            siblingCount={1}
            boundaryCount={1}
          />
        </Box>
      )}
    </Container>
  );
}
