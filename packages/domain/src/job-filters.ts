import { z } from 'zod';
import type { SavedSearch, SavedSearchFiltersInput } from './applicant';
import {
  BUSINESS_CATEGORIES,
  BUSINESS_CATEGORY_CODES,
  JOB_TYPES,
  MINIMUM_AGES,
  SORT_OPTIONS,
  STATE_CODES,
  WORK_FORMATS,
  toBusinessCategory,
  type SortOption,
} from './constants';
import { RADIUS_MILES } from './distance';
import type { JobListQueryInput } from './jobs';
import { jobFiltersToParams } from './job-filters-base';
import { joinLocation, parseLocation } from './location';

// The job search's filters (SPEC §2 Job Search, §3 "Search filter fields") as the filter fields
// hold them, named as GET /jobs/ names them; '' and false mean "any". This module turns them
// into and out of the address of /jobs and Job Search, a saved search's filters and the API's
// query, so each of those speaks of them in the same words.

/** One of `values` as given, or '' for anything else (an unknown value is ignored). */
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.number(), z.string()])
    .transform(String)
    .pipe(z.enum(values))
    .or(z.literal(''))
    .catch('');

/** A category by its display name ("Pet Care") or code ("petcare"), held as its code. */
const categoryCode = z
  .string()
  .transform((value) => BUSINESS_CATEGORIES.find((c) => c.name === toBusinessCategory(value))?.code)
  .pipe(z.enum(BUSINESS_CATEGORY_CODES))
  .or(z.literal(''))
  .catch('');

/** A toggle: on for true, as JSON or as the text of an address ("true", "1"). */
const toggle = z
  .unknown()
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

const text = z.string().catch('');

export const jobFiltersSchema = z.object({
  search: text,
  city: text,
  state: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(STATE_CODES))
    .or(z.literal(''))
    .catch(''),
  zip: text,
  /** Radius search: within this many miles of the ZIP code (decision 068); '' for any distance. */
  radius: oneOf(RADIUS_MILES.map(String) as [string, ...string[]]),
  job_type: oneOf(JOB_TYPES),
  business_category: categoryCode,
  work_format: oneOf(WORK_FORMATS),
  /** The seeker's age: jobs open to it. */
  minimum_age: oneOf(MINIMUM_AGES.map(String) as [string, ...string[]]),
  hsWelcome: toggle,
  afterSchool: toggle,
  // The shifts (decision 069).
  weekends: toggle,
  afterThree: toggle,
  summerOnly: toggle,
  youngHours: toggle,
});
export type JobFilters = z.output<typeof jobFiltersSchema>;
export type JobFilterName = keyof JobFilters;

/** The filters in an address (/jobs?search=…&city=…); values the product does not know are ignored. */
export function jobFiltersFromParams(params: URLSearchParams): JobFilters {
  const given = Object.keys(jobFiltersSchema.shape).map((name) => [name, params.get(name)]);
  return jobFiltersSchema.parse(Object.fromEntries(given.filter(([, value]) => value !== null)));
}

const toSort = (value: unknown): SortOption =>
  SORT_OPTIONS.find((option) => option === value) ?? 'relevance';

/** The sort in an address: relevance when none or an unknown one is given. */
export function jobSortFromParams(params: URLSearchParams): SortOption {
  return toSort(params.get('sort'));
}

/** Whether the filters search within a radius of a ZIP code: only then is distance a sort. */
export function searchesNear(filters: JobFilters): boolean {
  return filters.radius !== '' && filters.zip.trim() !== '';
}

/** The sort, or relevance for distance with no ZIP code to measure from. */
const sortFor = (filters: JobFilters, sort: SortOption): SortOption =>
  sort === 'distance' && !searchesNear(filters) ? 'relevance' : sort;

/** The filters and the sort as an address's parameters, the sort left out when it is relevance. */
export function jobSearchToParams(filters: JobFilters, sort: SortOption): URLSearchParams {
  const params = jobFiltersToParams(filters);
  const kept = sortFor(filters, sort);
  if (kept !== 'relevance') params.set('sort', kept);
  return params;
}

/** The filters as GET /jobs/ reads them (jobListQuerySchema): city, state and ZIP joined into `location`. */
export type JobFiltersQuery = Partial<Record<keyof JobListQueryInput, string>>;

export function jobFiltersToQuery(filters: JobFilters): JobFiltersQuery {
  const { search, city, state, zip, radius, ...rest } = Object.fromEntries(
    jobFiltersToParams(filters),
  );
  // With a distance, the ZIP code is where it is measured from, not a place to match.
  if (radius && zip) {
    return { search, location: joinLocation({ city, state }), near: zip, radius, ...rest };
  }
  return { search, location: joinLocation({ city, state, zip }), ...rest };
}

/** The job search an address describes: its filters, its sort, and the API query of both. */
export function jobSearchFromParams(params: URLSearchParams) {
  const filters = jobFiltersFromParams(params);
  const sort = sortFor(filters, jobSortFromParams(params));
  return { filters, sort, query: { ...jobFiltersToQuery(filters), sort } };
}

/** The filters that are on or off. */
export const TOGGLES = [
  'hsWelcome',
  'afterSchool',
  'weekends',
  'afterThree',
  'summerOnly',
  'youngHours',
] as const satisfies readonly JobFilterName[];
const isToggle = (name: string) => TOGGLES.some((toggle) => toggle === name);

/** The filters and sort as a saved search keeps them (the set ones, sort unless relevance). */
export function jobFiltersToSavedSearch(
  filters: JobFilters,
  sort: SortOption,
): SavedSearchFiltersInput {
  const { minimum_age, zip, radius, ...given } = Object.fromEntries(
    [...jobFiltersToParams(filters)].filter(([name]) => !isToggle(name)),
  );
  const kept = sortFor(filters, sort);
  return {
    ...given,
    ...(zip && (radius ? { near: zip, radius: Number(radius) } : { zip })),
    ...(minimum_age && { minimum_age: Number(minimum_age) }),
    ...Object.fromEntries(TOGGLES.filter((name) => filters[name]).map((name) => [name, true])),
    ...(kept !== 'relevance' && { sort: kept }),
  };
}

type SavedFilters = SavedSearch['filters'];

/**
 * A saved search's filters as the filter fields hold them: a category by its code, and a
 * location saved in one piece (not through the Job Search page) split back into its parts.
 */
export function savedSearchToJobFilters({
  location,
  near,
  radius,
  ...saved
}: SavedFilters): JobFilters {
  const place = parseLocation(location);
  return jobFiltersSchema.parse({
    ...saved,
    city: saved.city ?? place.city,
    state: saved.state ?? place.state,
    // A radius search's centre sits in the ZIP code's field, with the distance beside it.
    zip: near ?? saved.zip ?? place.zip,
    radius: near && radius,
  });
}

export function savedSearchSort(saved: SavedFilters): SortOption {
  return toSort(saved.sort);
}

/** A saved search as the Job Search page's address parameters, its sort included. */
export function savedSearchToParams(saved: SavedFilters): URLSearchParams {
  return jobSearchToParams(savedSearchToJobFilters(saved), savedSearchSort(saved));
}
