import {
  type JobSummary,
  RADIUS_MILES,
  isRadiusMiles,
  jobSearchFromParams,
  jobSearchToParams,
  searchesNear,
} from '@firstshift/domain';
import { Suspense, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { muiLazy } from '../../lib/mui-lazy';
import { cx } from '../../theme/class-names';
import { JobCardGrid } from './job-card-grid';
import { activeFilters, withoutFilter } from '../job-filters/active-filters';
import type { LoosenedSearch, NearSearch, PastLastPage } from './job-results-notes';

const NoJobsMatch = muiLazy(() => import('./job-results-notes').then((m) => m.NoJobsMatch));
const JobResultsError = muiLazy(() => import('./job-results-notes').then((m) => m.JobResultsError));
const PastLastPageNote = muiLazy(() =>
  import('./job-results-notes').then((m) => m.PastLastPageNote),
);

type Props = {
  /** Undefined while the first answer loads (placeholder cards). */
  jobs: readonly JobSummary[] | undefined;
  /** Why the search failed, as the screen should say it. */
  error: string | null;
  /** A new search is on its way: the old cards fade until it lands. */
  isUpdating: boolean;
  /** The page asked for lies past the last of the results, which are not none. */
  pastLastPage?: PastLastPage;
  renderCard?: (job: JobSummary) => ReactNode;
  /** Below the cards: paging, "Load more". */
  children?: ReactNode;
};

/**
 * The cards of a job search, or why there are none: the public Browse jobs page and the
 * applicant's Job Search show their results the same way.
 */
export function JobResults({ jobs, error, isUpdating, pastLastPage, renderCard, children }: Props) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // Both pages keep their filters in the address: the same page without them lists every job,
  // in the order the visitor chose; Back brings the filters back.
  const sort = params.get('sort');
  const cleared = sort ? `${pathname}?${new URLSearchParams({ sort }).toString()}` : pathname;
  if (error) {
    return (
      <Suspense>
        <JobResultsError message={error} cleared={cleared} />
      </Suspense>
    );
  }
  if (jobs && jobs.length === 0 && pastLastPage) {
    return (
      <Suspense>
        <PastLastPageNote {...pastLastPage} />
      </Suspense>
    );
  }
  if (jobs && jobs.length === 0) {
    return (
      <Suspense>
        <NoJobsMatch
          cleared={cleared}
          near={nearSearch(pathname, params)}
          loosened={loosenedSearches(pathname, params)}
        />
      </Suspense>
    );
  }
  return (
    <div aria-busy={isUpdating} className={cx.jobResults}>
      <JobCardGrid jobs={jobs} skeletons={6} renderCard={renderCard} />
      {children}
    </div>
  );
}

/** The radius search the address holds, with the next wider distance's address; else none. */
function nearSearch(pathname: string, params: URLSearchParams): NearSearch | undefined {
  const zip = params.get('zip')?.trim();
  const miles = Number(params.get('radius'));
  if (!zip || !isRadiusMiles(miles)) return undefined;
  const wider = RADIUS_MILES.find((candidate) => candidate > miles);
  if (wider === undefined) return { zip, miles };
  const next = new URLSearchParams(params);
  next.set('radius', String(wider));
  next.delete('page');
  return { zip, miles, wider: { miles: wider, to: `${pathname}?${next.toString()}` } };
}

/**
 * The same search with one of its filters taken away, for each filter in force: which one keeps
 * every job out, the page cannot tell, so it offers each (a radius's wider distance is offered on
 * its own).
 */
function loosenedSearches(pathname: string, params: URLSearchParams): LoosenedSearch[] {
  const { filters, sort } = jobSearchFromParams(params);
  return activeFilters(filters)
    .filter((filter) => filter.key !== 'radius' || !searchesNear(filters))
    .map((filter) => {
      const next = jobSearchToParams(withoutFilter(filters, filter.key), sort);
      return { label: `Without ${filter.label}`, to: `${pathname}?${next.toString()}` };
    });
}
