import { jobFiltersToParams, type JobFilters } from '@firstshift/domain';
import type { ReactNode } from 'react';
import { usePhoneGuess } from '../../lib/page-state';
import { useMediaQuery } from '../../lib/use-media-query';
import { cx } from '../../theme/class-names';
import { JobSearchForm } from './job-search-form';
import { PhoneJobSearch } from './phone-job-search';

/** Phones: the keyword on the page, the other filters in a sheet (first result on screen). */
export const PHONE_QUERY = '(max-width:600px)';

type Props = {
  /** The filters in force (from the address). */
  filters: JobFilters;
  onSearch: (values: JobFilters) => void;
  hideMinimumAge?: boolean;
  /** Beside "Search Jobs" on wider screens (e.g. Save Search). */
  actions?: ReactNode;
};

/**
 * The filters of Browse jobs and Job Search: every field at once where there is room, and on
 * a phone the keyword, a "Filters" button with the count in force, and a chip per filter.
 */
export function JobSearchPanel({ filters, onSearch, hideMinimumAge, actions }: Props) {
  // A server-rendered page starts from the server's guess, so that it hydrates as rendered.
  const phone = useMediaQuery(PHONE_QUERY, usePhoneGuess());
  // Remounted whenever the address's filters change, so the fields show what is in force.
  const key = jobFiltersToParams(filters).toString();
  if (phone) {
    return (
      <PhoneJobSearch
        key={key}
        filters={filters}
        onSearch={onSearch}
        hideMinimumAge={hideMinimumAge}
      />
    );
  }
  return (
    <div className={`${cx.surface} ${cx.filtersPanel}`}>
      <JobSearchForm
        key={key}
        initialValues={filters}
        onSearch={onSearch}
        hideMinimumAge={hideMinimumAge}
        allFilters
        actions={actions}
      />
    </div>
  );
}
