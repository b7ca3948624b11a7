import {
  SAVED_SEARCH_NAME_MAX_LENGTH,
  joinLocation,
  savedSearchToParams,
  searchesNear,
  type JobFilters,
  type SavedSearch,
} from '@firstshift/domain';
import { paths } from '../../config/paths';
import { activeFilters } from '../job-filters/active-filters';

// A saved search keeps the Job Search page's filters and sort (DESIGN §5); the domain's
// job-filters turns one into the other. These show a saved search: its link and its words.

/** The Job Search page showing a saved search's jobs. */
export function savedSearchHref(filters: SavedSearch['filters']): string {
  const query = savedSearchToParams(filters).toString();
  return `${paths.applicant.jobSearch.getHref()}${query ? `?${query}` : ''}`;
}

const PLACE: ReadonlySet<string> = new Set(['city', 'state', 'zip']);

/** The filters in words: "barista · Austin, TX · Part-time · After-School Hours". */
export function describeFilters(values: JobFilters): string {
  const parts = [
    values.search.trim() && `“${values.search.trim()}”`,
    joinLocation({
      city: values.city,
      state: values.state,
      // A radius search's ZIP code is said with its distance ("Within 10 miles of 97201").
      zip: searchesNear(values) ? undefined : values.zip,
    }),
    ...activeFilters(values)
      .filter((filter) => !PLACE.has(filter.key))
      .map((filter) => filter.label),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : 'All jobs';
}

/** A name for a new saved search, taken from its filters. */
export function suggestSavedSearchName(values: JobFilters): string {
  const name = describeFilters(values).replaceAll('“', '').replaceAll('”', '');
  return name.length > SAVED_SEARCH_NAME_MAX_LENGTH
    ? `${name.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH - 1).trimEnd()}…`
    : name;
}
