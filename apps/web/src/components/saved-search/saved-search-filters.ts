import {
  BUSINESS_CATEGORIES,
  JOB_TYPE_LABELS,
  SORT_OPTIONS,
  WORK_FORMAT_LABELS,
  joinLocation,
  parseLocation,
  toBusinessCategory,
  type SavedSearch,
  type SavedSearchFiltersInput,
  type SortOption,
} from '@firstshift/domain';
import { paths } from '../../config/paths';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  type JobFilterValues,
} from '../job-filters/job-filter-values';

// A saved search keeps the Job Search page's filters and sort (DESIGN §5). These turn one into
// the other, so "Save Search" saves what the page shows and "View Jobs" shows what was saved.

export type SavedSearchFilters = SavedSearch['filters'];

/** The longest name a saved search may have (the API's limit). */
export const SAVED_SEARCH_NAME_MAX = 100;

/** The filters and sort of the Job Search page as a saved search keeps them. */
export function filtersToSavedSearch(
  values: JobFilterValues,
  sort: SortOption,
): SavedSearchFiltersInput {
  const params = filtersToSearchParams(values);
  const filters: SavedSearchFiltersInput = {
    search: params.get('search') ?? undefined,
    city: params.get('city') ?? undefined,
    state: params.get('state') ?? undefined,
    zip: params.get('zip') ?? undefined,
    job_type: values.jobType || undefined,
    business_category: values.category || undefined,
    work_format: values.workFormat || undefined,
    minimum_age: values.minimumAge ? Number(values.minimumAge) : undefined,
    hsWelcome: values.hsWelcome || undefined,
    afterSchool: values.afterSchool || undefined,
    sort: sort === 'relevance' ? undefined : sort,
  };
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as SavedSearchFiltersInput;
}

/** "Pet Care" (as the API returns it) → "petcare" (as the page's address carries it). */
function categoryCode(category: string | undefined): string | undefined {
  const name = category ? toBusinessCategory(category) : undefined;
  return BUSINESS_CATEGORIES.find((c) => c.name === name)?.code;
}

/** A saved search's filters as the Job Search page's URL parameters (sort included). */
export function savedSearchToSearchParams(filters: SavedSearchFilters): URLSearchParams {
  // A search saved with one joined location (not through this page) is split back.
  const location = parseLocation(filters.location);
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | boolean | undefined) => {
    if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
  };
  set('search', filters.search);
  set('city', filters.city ?? location.city);
  set('state', filters.state ?? location.state);
  set('zip', filters.zip ?? location.zip);
  set('job_type', filters.job_type);
  set('business_category', categoryCode(filters.business_category));
  set('work_format', filters.work_format);
  set('minimum_age', filters.minimum_age);
  set('hsWelcome', filters.hsWelcome);
  set('afterSchool', filters.afterSchool);
  if (filters.sort && filters.sort !== 'relevance') params.set('sort', filters.sort);
  return params;
}

/** A saved search's filters as the filter fields hold them. */
export function savedSearchToFilters(filters: SavedSearchFilters): JobFilterValues {
  return filtersFromSearchParams(savedSearchToSearchParams(filters));
}

export function savedSearchSort(filters: SavedSearchFilters): SortOption {
  return SORT_OPTIONS.find((option) => option === filters.sort) ?? 'relevance';
}

/** The Job Search page showing a saved search's jobs. */
export function savedSearchHref(filters: SavedSearchFilters): string {
  const query = savedSearchToSearchParams(filters).toString();
  return `${paths.applicant.jobSearch.getHref()}${query ? `?${query}` : ''}`;
}

/** The filters in words: "barista · Austin, TX · Part-time · After-School Hours". */
export function describeFilters(values: JobFilterValues): string {
  const category = BUSINESS_CATEGORIES.find((c) => c.code === values.category)?.name;
  const parts = [
    values.search.trim() && `“${values.search.trim()}”`,
    joinLocation({ city: values.city, state: values.state, zip: values.zip }),
    values.jobType && JOB_TYPE_LABELS[values.jobType],
    category,
    values.workFormat && WORK_FORMAT_LABELS[values.workFormat],
    values.minimumAge && `Open to age ${values.minimumAge}`,
    values.hsWelcome && 'High School Welcome',
    values.afterSchool && 'After-School Hours',
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : 'All jobs';
}

/** A name for a new saved search, taken from its filters. */
export function suggestSavedSearchName(values: JobFilterValues): string {
  const name = describeFilters(values).replaceAll('“', '').replaceAll('”', '');
  return name.length > SAVED_SEARCH_NAME_MAX
    ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…`
    : name;
}
