import Grid from '@mui/material/Grid';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import SearchIcon from '@mui/icons-material/Search';
import { useInfiniteQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/feedback/empty-state';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { VisuallyHidden } from '../../../components/feedback/visually-hidden';
import { JobCardSkeleton } from '../../../components/job-card/job-card-skeleton';
import { LoadMore } from '../../../components/feedback/load-more';
import { PageContainer } from '../../../components/layout/page-container';
import { PageHeader } from '../../../components/layout/page-header';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FAVOURITES_ERROR, favouritesQueryOptions } from '../api/get-favourites';
import { FavouriteJobCard } from '../components/favourite-job-card';

const browseJobs = { label: 'Browse Jobs', to: paths.applicant.jobSearch.getHref() };
const cardSize = { xs: 12, sm: 6, md: 4 };

/** /applicant/dashboard/favorites (SPEC §2 "Favorite Jobs page"). */
export function FavouriteJobsPage() {
  useDocumentTitle('Favorite Jobs');
  const query = useInfiniteQuery(favouritesQueryOptions());
  const favourites = query.data?.pages.flatMap((page) => page.favourites);
  const total = query.data?.pages.at(-1)?.total ?? 0;

  return (
    <PageContainer>
      <PageHeader
        title="Favorite Jobs"
        subtitle={
          query.data
            ? `Jobs you've saved for later (${total} ${total === 1 ? 'job' : 'jobs'})`
            : "Jobs you've saved for later"
        }
        action={{
          label: 'Find More Jobs',
          to: paths.applicant.jobSearch.getHref(),
          startIcon: <SearchIcon />,
        }}
      />

      {query.isError && !query.data && (
        <RetryAlert message={query.error.message || FAVOURITES_ERROR} onRetry={query.refetch} />
      )}
      {query.isPending && (
        <>
          <VisuallyHidden>
            <span role="status">Loading your favorite jobs...</span>
          </VisuallyHidden>
          <Grid container spacing={{ xs: 2, md: 3 }}>
            {[0, 1, 2].map((i) => (
              <Grid key={i} size={cardSize}>
                <JobCardSkeleton />
              </Grid>
            ))}
          </Grid>
        </>
      )}
      {favourites?.length === 0 && (
        <EmptyState icon={FavoriteBorderIcon} title="No favorite jobs yet" action={browseJobs}>
          Start exploring jobs and save the ones you like!
        </EmptyState>
      )}
      {favourites && favourites.length > 0 && (
        <Grid
          container
          spacing={{ xs: 2, md: 3 }}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {favourites.map((job) => (
            <Grid key={job.id} size={cardSize} component="li">
              <FavouriteJobCard job={job} />
            </Grid>
          ))}
        </Grid>
      )}
      <LoadMore query={query} />
    </PageContainer>
  );
}
