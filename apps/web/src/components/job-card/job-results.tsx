import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { JobSummary } from '@firstshift/domain';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../feedback/empty-state';
import { JobCardGrid } from './job-card-grid';

type Props = {
  /** Undefined while the first answer loads (placeholder cards). */
  jobs: readonly JobSummary[] | undefined;
  /** Why the search failed, as the screen should say it. */
  error: string | null;
  /** A new search is on its way: the old cards fade until it lands. */
  isUpdating: boolean;
  renderCard?: (job: JobSummary) => ReactNode;
  /** Below the cards: paging, "Load more". */
  children?: ReactNode;
};

/**
 * The cards of a job search, or why there are none: the public Browse jobs page and the
 * applicant's Job Search show their results the same way.
 */
export function JobResults({ jobs, error, isUpdating, renderCard, children }: Props) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (error) return <Alert severity="error">{error}</Alert>;
  if (jobs && jobs.length === 0) {
    // Both pages keep their filters in the address: the same page without them lists every
    // job, in the order the visitor chose; Back brings the filters back.
    const sort = params.get('sort');
    const cleared = sort ? `${pathname}?${new URLSearchParams({ sort }).toString()}` : pathname;
    return (
      <EmptyState
        icon={SearchOffIcon}
        title="No jobs match your search."
        titleComponent="p"
        action={{
          label: 'Clear filters',
          to: cleared,
          startIcon: <FilterAltOffIcon />,
          variant: 'outlined',
        }}
      >
        Try fewer filters, a nearby city, or a different keyword.
      </EmptyState>
    );
  }
  return (
    <Box aria-busy={isUpdating} sx={{ opacity: isUpdating ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <JobCardGrid jobs={jobs} skeletons={6} renderCard={renderCard} />
      {children}
    </Box>
  );
}
