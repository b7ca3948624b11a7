import Grid from '@mui/material/Grid';
import type { JobSummary } from '@firstshift/domain';
import type { ReactNode } from 'react';
import { JobCard } from './job-card';
import { JobCardSkeleton } from './job-card-skeleton';

type Props = {
  jobs: readonly JobSummary[] | undefined;
  /** How many placeholders to show while `jobs` is undefined. */
  skeletons: number;
  headingLevel?: 'h2' | 'h3';
  /** A card of one's own for each job (a plain linked JobCard otherwise). */
  renderCard?: (job: JobSummary) => ReactNode;
};

/** Job cards in 1, 2 or 3 columns by screen width. */
export function JobCardGrid({ jobs, skeletons, headingLevel, renderCard }: Props) {
  const size = { xs: 12, sm: 6, md: 4 };
  return (
    <Grid
      container
      spacing={{ xs: 2, md: 3 }}
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {jobs
        ? jobs.map((job) => (
            <Grid key={job.id} size={size} component="li">
              {renderCard ? renderCard(job) : <JobCard job={job} headingLevel={headingLevel} />}
            </Grid>
          ))
        : Array.from({ length: skeletons }, (_, index) => (
            <Grid key={index} size={size} component="li" aria-hidden>
              <JobCardSkeleton />
            </Grid>
          ))}
    </Grid>
  );
}
