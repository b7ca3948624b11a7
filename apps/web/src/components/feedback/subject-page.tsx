import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { cx } from '../../theme/class-names';
import { PlainButton } from '../plain-button';
import { ArrowBackIcon } from '../plain-icons';
import { VisuallyHidden } from './visually-hidden';
import { PlainLink } from '../plain-link';
import { resultsOf } from '../job-card/results-state';

type ProblemProps = { title: string; isError?: boolean; detail?: string };

/** Why the page's subject cannot be shown ("Job not found", a failed load), and the way on. */
function PageProblem({ title, isError = false, detail }: ProblemProps) {
  return (
    <div className={`${cx.surface} ${cx.jobProblem}`}>
      <h1
        className={isError ? `${cx.pageTitle} ${cx.jobProblemError}` : cx.pageTitle}
        role={isError ? 'alert' : undefined}
      >
        {title}
      </h1>
      {detail && <p className={`${cx.body1} ${cx.jobProblemDetail}`}>{detail}</p>}
      <PlainButton to={paths.jobs.getHref()} variant="contained" className={cx.jobProblemAction}>
        Browse all jobs
      </PlainButton>
    </div>
  );
}

type Props<T> = {
  /** What the page is about; null when the address names none, undefined while it loads. */
  subject: T | null | undefined;
  error: unknown;
  notFound: { title: string; detail: string };
  errorTitle: string;
  /** Said to screen readers while it loads. */
  loadingLabel: string;
  skeleton: ReactNode;
  children: (subject: T) => ReactNode;
};

/**
 * A public page about one thing (a job, a company): the way back to the results it was opened
 * from or to every job, then the thing, or why it cannot be shown, or its skeleton while it
 * loads.
 */
export function SubjectPage<T>({
  subject,
  error,
  notFound,
  errorTitle,
  loadingLabel,
  skeleton,
  children,
}: Props<T>) {
  // Opened from a page of results, the way back is to those results, filters and page kept.
  const results = resultsOf(useLocation().state);
  return (
    <div className={`${cx.container} ${cx.jobPage}`}>
      <div className={cx.jobBackRow}>
        <PlainLink to={results ?? paths.jobs.getHref()} className={`${cx.link} ${cx.jobBack}`}>
          <ArrowBackIcon fontSize="small" />
          {results ? 'Back to results' : 'All jobs'}
        </PlainLink>
      </div>
      {subject ? (
        children(subject)
      ) : subject === null ? (
        <PageProblem title={notFound.title} detail={notFound.detail} />
      ) : error ? (
        <PageProblem title={errorTitle} isError />
      ) : (
        <>
          <VisuallyHidden>
            <span role="status">{loadingLabel}</span>
          </VisuallyHidden>
          {skeleton}
        </>
      )}
    </div>
  );
}
