import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  jobSearchFromParams,
  jobSearchToParams,
  searchesNear,
  type JobFilters,
  type SortOption,
} from '@firstshift/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { PageContainer } from '../../../components/layout/page-container';
import { jobsFoundText } from '../../../components/job-card/jobs-found-text';
import { JobSearchPanel } from '../../../components/job-filters/job-search-panel';
import { SortSelect } from '../../../components/job-filters/sort-select';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SEARCH_JOBS_ERROR, jobSearchQueryOptions } from '../api/search-jobs';
import { JobSearchResults } from '../components/job-search-results';
import { SaveSearchButton } from '../components/save-search-button';

/**
 * /applicant/dashboard/job-search (SPEC §2 "Job Search page"). The filters and the sort live
 * in the address, so a saved search's View Jobs opens this page with them.
 */
export function JobSearchPage() {
  useDocumentTitle('Job Search');
  const [params, setParams] = useSearchParams();
  const search = jobSearchFromParams(params);
  const { filters, sort } = search;
  const query = useInfiniteQuery(jobSearchQueryOptions(search.query));

  const show = (values: JobFilters, nextSort: SortOption) =>
    setParams(jobSearchToParams(values, nextSort));
  const firstPage = query.data?.pages[0];
  const error = query.isError && !query.data ? query.error.message || SEARCH_JOBS_ERROR : null;

  return (
    <PageContainer>
      <PageHeader title="Job Search" subtitle="Find your perfect opportunity" />
      <JobSearchPanel filters={filters} onSearch={(values) => show(values, sort)} hideMinimumAge />
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
      >
        <Typography variant="sectionTitle" aria-live="polite">
          {firstPage
            ? jobsFoundText(firstPage.total, firstPage.capped)
            : error
              ? 'Jobs'
              : 'Loading jobs...'}
        </Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <SortSelect
            value={sort}
            onChange={(next) => show(filters, next)}
            near={searchesNear(filters)}
          />
          <SaveSearchButton filters={filters} sort={sort} />
        </Stack>
      </Stack>
      <Box sx={{ mt: 3 }}>
        <JobSearchResults
          data={query.data}
          error={error}
          isUpdating={query.isPlaceholderData}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          moreError={query.isFetchNextPageError ? query.error.message : null}
          onLoadMore={() => void query.fetchNextPage()}
        />
      </Box>
    </PageContainer>
  );
}
