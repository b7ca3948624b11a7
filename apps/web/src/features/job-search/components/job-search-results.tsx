import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { InfiniteData } from '@tanstack/react-query';
import { JobResults } from '../../../components/job-card/job-results';
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
  const jobs = data?.pages.flatMap((page) => page.jobs);
  const last = data?.pages.at(-1);
  const shownOfTotal =
    jobs && last && (hasMore || (data?.pages.length ?? 0) > 1)
      ? `Showing ${jobs.length} of ${last.total.toLocaleString('en-US')}${last.capped ? '+' : ''}`
      : null;
  return (
    <JobResults
      jobs={jobs}
      error={error && `Error: ${error}`}
      isUpdating={isUpdating}
      renderCard={(job) => <ApplicantJobCard job={job} />}
    >
      {shownOfTotal && (
        <Box sx={{ mt: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="textSecondary">
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
    </JobResults>
  );
}
