import type { JobSummary } from '@firstshift/domain';
import { Suspense, type ReactNode } from 'react';
import { cx } from '../../theme/class-names';
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

/**
 * Job cards in 1, 2 or 3 columns by screen width. (A CSS grid rather than MUI's Grid, whose
 * code the landing page would load first for nothing a grid cannot do.)
 */
export function JobCardGrid({ jobs, skeletons, headingLevel, renderCard }: Props) {
  return (
    <ul className={cx.jobCardGrid}>
      {jobs
        ? jobs.map((job) => (
            <li key={job.id}>
              {/* Each card of a server-rendered page hydrates as a short task of its own. */}
              <Suspense>
                {renderCard ? renderCard(job) : <JobCard job={job} headingLevel={headingLevel} />}
              </Suspense>
            </li>
          ))
        : Array.from({ length: skeletons }, (_, index) => (
            <li key={index} aria-hidden>
              <JobCardSkeleton />
            </li>
          ))}
    </ul>
  );
}
