import { useLocation } from 'react-router';
import { paths } from '../../config/paths';

// A job opened from a page of results leads back to those results, its filters and page kept,
// rather than to every job: the address of the results travels in the history entry's state.

/** The pages of results a job's card can be opened from. */
const RESULTS_PAGES = [paths.jobs.getHref(), paths.applicant.jobSearch.getHref()];

/** The state a job's link carries: the results it was opened from. */
export interface FromResults {
  results: string;
}

/** The state for a job's link on this page, when the page is one of results; else undefined. */
export function useFromResults(): FromResults | undefined {
  const { pathname, search } = useLocation();
  return RESULTS_PAGES.includes(pathname) ? { results: `${pathname}${search}` } : undefined;
}

/** The results a page was opened from, read from its history entry's state; else undefined. */
export function resultsOf(state: unknown): string | undefined {
  const results = (state as Partial<FromResults> | null | undefined)?.results;
  if (typeof results !== 'string') return undefined;
  return RESULTS_PAGES.some((page) => results === page || results.startsWith(`${page}?`))
    ? results
    : undefined;
}
