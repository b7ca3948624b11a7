import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../theme/class-names';
import { EmptyState } from '../feedback/empty-state';

/** A search within a distance of a ZIP code, and the next wider distance's address, if any. */
export interface NearSearch {
  zip: string;
  miles: number;
  wider?: { miles: number; to: string };
}

/** The search without one of its filters: "Without Weekends", and its address. */
export interface LoosenedSearch {
  label: string;
  to: string;
}

type NoJobsProps = { cleared: string; near?: NearSearch; loosened?: LoosenedSearch[] };

/**
 * Why a search shows no cards, drawn with Material UI: loaded with it when a search first
 * comes back empty or fails, so that a page of results needs neither (docs/decisions/045).
 * With two filters or more, each can be taken away alone.
 */
export function NoJobsMatch({ cleared, near, loosened = [] }: NoJobsProps) {
  const more = (loosened.length > 1 || (near && loosened.length > 0)) && (
    <nav aria-label="Search with one filter fewer" className={cx.loosenedSearches}>
      {loosened.map((search) => (
        <Button key={search.to} component={Link} to={search.to} size="small" variant="text">
          {search.label}
        </Button>
      ))}
    </nav>
  );
  return <NoJobsNote cleared={cleared} near={near} more={more || undefined} />;
}

function NoJobsNote({ cleared, near, more }: Omit<NoJobsProps, 'loosened'> & { more?: ReactNode }) {
  if (near) {
    return (
      <EmptyState
        icon={SearchOffIcon}
        title={`No jobs match your search within ${near.miles} miles of ${near.zip}.`}
        titleComponent="p"
        more={more}
        action={
          near.wider
            ? {
                label: `Search within ${near.wider.miles} miles`,
                to: near.wider.to,
                variant: 'outlined',
              }
            : {
                label: 'Clear filters',
                to: cleared,
                startIcon: <FilterAltOffIcon />,
                variant: 'outlined',
              }
        }
      >
        {near.wider
          ? 'Try a wider distance, fewer filters, or a different keyword.'
          : 'Try fewer filters, or a different keyword.'}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={SearchOffIcon}
      title="No jobs match your search."
      titleComponent="p"
      more={more}
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

/** Where a page past the last of the results lies: an old link, a number typed into the address. */
export interface PastLastPage {
  last: number;
  /** The last page's address. */
  to: string;
}

/** A page number past the end of the results: which page they end at, and the way there. */
export function PastLastPageNote({ last, to }: PastLastPage) {
  return (
    <EmptyState
      icon={SearchOffIcon}
      title="This page is past the end of the results."

      titleComponent="p"
      action={{ label: `Go to page ${last}`, to, variant: 'outlined' }}
    >
      {last === 1 ? 'They fit on one page.' : `They end at page ${last}.`}
    </EmptyState>
  );
}

/** Why a search failed, with the way on: the same page without its filters. */
export function JobResultsError({ message, cleared }: { message: string; cleared: string }) {
  return (
    <Alert
      severity="error"
      action={
        <Button component={Link} to={cleared} color="inherit" size="small">
          Clear filters
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
