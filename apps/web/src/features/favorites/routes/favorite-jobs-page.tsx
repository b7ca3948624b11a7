import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { PAGE_MAX_WIDTH } from '@firstshift/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { JobCardSkeleton } from '../../../components/job-card/job-card-skeleton';
import { VisuallyHidden } from '../../../components/feedback/visually-hidden';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FAVOURITES_ERROR, favouritesQueryOptions } from '../api/get-favourites';
import { FavouriteJobCard } from '../components/favourite-job-card';
import { FavouritesEmptyState } from '../components/favourites-empty-state';

const cardSize = { xs: 12, sm: 6, md: 4 };

/** /applicant/dashboard/favorites (SPEC §2 "Favorite Jobs page"). */
export function FavoriteJobsPage() {
  useDocumentTitle('Favorite Jobs');
  const query = useInfiniteQuery(favouritesQueryOptions());
  const favourites = query.data?.pages.flatMap((page) => page.favourites);
  const total = query.data?.pages.at(-1)?.total ?? 0;

  return (
    <Box sx={{ maxWidth: PAGE_MAX_WIDTH, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}
      >
        <div>
          <Typography variant="h2" component="h1">
            Favorite Jobs
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {query.data
              ? `Jobs you've saved for later (${total} ${total === 1 ? 'job' : 'jobs'})`
              : "Jobs you've saved for later"}
          </Typography>
        </div>
        <Button
          component={Link}
          to={paths.applicant.jobSearch.getHref()}
          variant="contained"
          startIcon={<SearchIcon />}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          Find More Jobs
        </Button>
      </Stack>

      {query.isError && !query.data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {query.error.message || FAVOURITES_ERROR}
        </Alert>
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
      {favourites?.length === 0 && <FavouritesEmptyState />}
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
      {query.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Button
            variant="outlined"
            size="large"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load more
          </Button>
        </Box>
      )}
    </Box>
  );
}
