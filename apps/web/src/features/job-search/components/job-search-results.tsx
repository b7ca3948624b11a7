import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { InfiniteData } from '@tanstack/react-query';
import { JobCardGrid } from '../../../components/job-card/job-card-grid';
import type { JobSearchPage } from '../api/search-jobs';
import { ApplicantJobCard } from './applicant-job-card';

type Props = {
  data: InfiniteData<JobSearchPage> | undefined;
  /** The failed search's message, shown as "Error: {message}" (SPEC §2). */
  error: string | null;
  isUpdating: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /** Why the last "Load more" failed. */
  moreError: string | null;
  onLoadMore: () => void;
};

/** The job cards found, 20 more at a time, or why there are none. */
export function JobSearchResults({
  data,
  error,
  isUpdating,
  hasMore,
  loadingMore,
  moreError,
  onLoadMore,
}: Props) {
  if (error) return <Alert severity="error">{`Error: ${error}`}</Alert>;
  const jobs = data?.pages.flatMap((page) => page.jobs);
  if (jobs && jobs.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
        <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h3" component="p" sx={{ mt: 1 }}>
          No jobs match your search.
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Try fewer filters, a nearby city, or a different keyword.
        </Typography>
      </Paper>
    );
  }
  const last = data?.pages.at(-1);
  const shownOfTotal =
    jobs && last && (hasMore || (data?.pages.length ?? 0) > 1)
      ? `Showing ${jobs.length} of ${last.total.toLocaleString('en-US')}${last.capped ? '+' : ''}`
      : null;
  return (
    <Box aria-busy={isUpdating} sx={{ opacity: isUpdating ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <JobCardGrid jobs={jobs} skeletons={6} renderCard={(job) => <ApplicantJobCard job={job} />} />
      {shownOfTotal && (
        <Box sx={{ mt: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {shownOfTotal}
          </Typography>
          {moreError && <Alert severity="error">{`Error: ${moreError}`}</Alert>}
          {hasMore && (
            <Button variant="outlined" size="large" onClick={onLoadMore} loading={loadingMore}>
              Load more
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
