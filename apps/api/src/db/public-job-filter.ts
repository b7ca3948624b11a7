import {
  BUSINESS_CATEGORY_NAMES,
  JOB_TYPES,
  type JobListQuery,
  WORK_FORMATS,
  normalizeCompensationType,
  parseLocation,
} from '@firstshift/domain';
import { type Expression, type SqlBool, expressionBuilder, sql } from 'kysely';
import { type Bind, type StatementValues, inline } from './kept-statements';
import { zipPlace, zipsWithin } from '../lib/zip-places';
import type { Database } from './schema';

// The one definition of which jobs a search finds: the public list, saved searches and job
// alerts all use it, so that a saved search matches exactly what the search shows.

/** A text search ranks, pages and counts only the newest this-many matches. */
export const SEARCH_CANDIDATE_LIMIT = 500;

/** A filter left empty is no filter. */
const given = <T extends string>(value: T | undefined): T | undefined => value || undefined;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The filters of GET /jobs/ as values, in the form the condition compares them: a location
 * split into city, state and ZIP, cases and the pay type normalised. Undefined: not filtered.
 */
export function publicFilterValues(query: JobListQuery) {
  const location = parseLocation(query.location);
  const city = query.city ?? location.city;
  const state = query.state ?? location.state;
  const zip = query.zip ?? location.zip;
  return {
    job_type: given(query.job_type),
    business_category: given(query.business_category),
    work_format: given(query.work_format),
    city: given(city?.toLowerCase()),
    state: given(state?.toUpperCase()),
    zip5: given(zip?.slice(0, 5)),
    zip: zip && zip.length > 5 ? zip : undefined,
    company: query.company ? `%${escapeLike(query.company.toLowerCase())}%` : undefined,
    // Normalised as a posted type is (decision 016), so "per hour" finds the jobs stored as
    // "hour", from the list and from saved searches stored before types were normalised.
    compensation_type: given(normalizeCompensationType(query.compensation_type)?.toLowerCase()),
    minimum_age: query.minimum_age,
    hsWelcome: query.hsWelcome ? true : undefined,
    afterSchool: query.afterSchool ? true : undefined,
    weekends: query.weekends ? true : undefined,
    afterThree: query.afterThree ? true : undefined,
    summerOnly: query.summerOnly ? true : undefined,
    youngHours: query.youngHours ? true : undefined,
    // The states of a city given without one, as a JSON list, when its jobs are in a few: the
    // list then seeks the city in each (jobs.repository.ts, decision 088). Never from the query.
    city_states: undefined as string | undefined,
    ...nearValues(query),
  } satisfies StatementValues;
}

/**
 * A radius search's values (decision 068): `near`, the ZIP codes within the radius as a JSON
 * list, and the centre, for ordering by distance. A ZIP code the data set lacks (refused by the
 * routes, but a saved search may name one) finds nothing.
 */
function nearValues(query: JobListQuery) {
  if (query.near === undefined) return {};
  const center = zipPlace(query.near);
  const zips = center && query.radius ? zipsWithin(center, query.radius) : [];
  return {
    near: JSON.stringify(zips.map((nearby) => nearby.zip)),
    // The same as PostgreSQL writes an array (ZIP codes are digits: nothing to quote).
    near_set: `{${zips.map((nearby) => nearby.zip).join(',')}}`,
    // And as the keys of a JSON object, which PostgreSQL looks a key up in by halves (decision
    // 071): how a job walked past in date order is checked against the radius.
    near_keys: `{${zips.map((nearby) => `"${nearby.zip}":1`).join(',')}}`,
    near_latitude: center?.latitude ?? 0,
    near_longitude: center?.longitude ?? 0,
    // A degree of longitude is this much of a degree of latitude where the search is.
    near_longitude_scale: Math.cos(((center?.latitude ?? 0) * Math.PI) / 180),
  };
}

export type PublicFilterValues = ReturnType<typeof publicFilterValues>;

/** Whether a business's name is like `pattern` (publicFilterValues' `company`). */
export const businessNameLike = (pattern: string) =>
  sql<SqlBool>`lower(business_profiles.business_name) like ${pattern} escape '\\'`;

/**
 * The ids of the businesses a company filter names, comma-separated, given to the filters'
 * condition in place of their name (PostgreSQL's text searches, decision 053).
 */
export type NamedBusinesses = { businesses?: string };

/**
 * Each filter, and whether it is one of those that no index of a page leads with (the flags, the
 * age). SQLite's index of them (decision 059) serves their counts only: a page newest first
 * would sort the matches of several ages together.
 */
const UNLED_FILTERS: Record<keyof PublicFilterValues, boolean> = {
  job_type: false,
  business_category: false,
  work_format: false,
  city: false,
  state: false,
  zip5: false,
  zip: false,
  near: false,
  near_set: false,
  near_keys: false,
  near_latitude: false,
  near_longitude: false,
  near_longitude_scale: false,
  company: false,
  compensation_type: false,
  minimum_age: true,
  hsWelcome: true,
  afterSchool: true,
  // Each has an index of the active jobs that have it (migration 0030).
  weekends: false,
  afterThree: false,
  summerOnly: false,
  youngHours: false,
  // No index leads with a city's states, given only beside the city.
  city_states: true,
};

/** The filters given, each with whether no index leads with it. */
const givenFilters = (filters: PublicFilterValues) =>
  Object.entries(UNLED_FILTERS).filter(
    ([key]) => filters[key as keyof PublicFilterValues] !== undefined,
  );

/**
 * Whether the indexes of ZIP codes hold every filter given beside a radius: the flags and the age
 * (in the ZIP codes' own index), a filter on the shifts (in the flag's index by ZIP code, 0031).
 */
export function zipIndexesHoldTheFilters(filters: PublicFilterValues): boolean {
  return givenFilters(filters).every(
    ([key, unled]) =>
      unled || key.startsWith('near') || SHIFT_FLAG_FILTERS.some(([flag]) => flag === key),
  );
}

/**
 * Whether the flags or the seeker's age are the only filters given: the index of active jobs'
 * dates holds them all.
 */
export function flagsOnly(filters: PublicFilterValues): boolean {
  const given = givenFilters(filters);
  return given.length > 0 && given.every(([, unled]) => unled);
}

/**
 * Whether one filter given is led by an index of its own and no other is (a city with its state,
 * a ZIP code with its longer form, count as one; a radius never does): the index a page of its
 * matches walks newest first is then that filter's, whatever its value. Not with the flags, whose
 * index of young seekers' jobs (decision 059) it would be weighed against.
 */
export function oneIndexLeads(filters: PublicFilterValues): boolean {
  if (filters.near !== undefined || filters.hsWelcome !== undefined) return false;
  if (filters.afterSchool !== undefined) return false;
  const led = givenFilters(filters).filter(([key, unled]) => {
    if (unled) return false;
    if (key === 'state') return filters.city === undefined;
    if (key === 'zip') return filters.zip5 === undefined;
    return true;
  });
  return led.length === 1;
}

/** Whether a filter is given that an index of its own leads with: one that narrows the board. */
export function ledFilterGiven(filters: PublicFilterValues): boolean {
  return givenFilters(filters).some(([, unled]) => !unled);
}

/**
 * Whether a filter is given that an index of its own leads with but that has no filter word in
 * the full-text indexes (job-search.ts, wordedFilters): a company, a radius, a filter on the
 * shifts, or a city, whose words PostgreSQL's words' column holds beside the job's own.
 */
export function unwordedFilterGiven(filters: PublicFilterValues): boolean {
  return (
    filters.company !== undefined ||
    filters.city !== undefined ||
    filters.near !== undefined ||
    SHIFT_FLAG_FILTERS.some(([flag]) => filters[flag] !== undefined)
  );
}

/**
 * The filters on the shifts, each with the flag it reads and its indexes of the active jobs that
 * have it: newest first (migration 0030), and by ZIP code (0031).
 */
const SHIFT_FLAG_FILTERS = [
  ['weekends', 'shifts_weekends', 'jobs_active_weekends_idx', 'jobs_active_weekends_zip_idx'],
  [
    'afterThree',
    'shifts_after_three',
    'jobs_active_after_three_idx',
    'jobs_active_after_three_zip_idx',
  ],
  [
    'summerOnly',
    'shifts_summer_only',
    'jobs_active_summer_only_idx',
    'jobs_active_summer_only_zip_idx',
  ],
  ['youngHours', 'shifts_fit_young', 'jobs_active_fit_young_idx', 'jobs_active_fit_young_zip_idx'],
] as const satisfies readonly (readonly [keyof PublicFilterValues, string, string, string])[];

const firstShiftFilter = (filters: PublicFilterValues) =>
  SHIFT_FLAG_FILTERS.find(([key]) => filters[key] !== undefined);

/** The index of the first filter on the shifts given, which holds only its matches. */
export function shiftFilterIndex(filters: PublicFilterValues): string | undefined {
  return firstShiftFilter(filters)?.[2];
}

/** The same filter's index by ZIP code, for a radius (decision 070). */
export function shiftFilterZipIndex(filters: PublicFilterValues): string | undefined {
  return firstShiftFilter(filters)?.[3];
}

/**
 * The filters as one condition; the public only ever sees active jobs. Built from the given
 * values alone (kept-statements.ts): whether a value is given decides the SQL, never what it is.
 */
export function publicFilterCondition<V extends PublicFilterValues & NamedBusinesses>(
  values: V,
  bind: Bind<V>,
  postgres: boolean,
  { walked = false, activeOnly = false }: { walked?: boolean; activeOnly?: boolean } = {},
): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'jobs'>();
  // Literal, not a bound parameter: the filter indexes hold active jobs only (migration 0009),
  // and a planner can use such an index only when it knows the value (PostgreSQL's generic
  // plans of a prepared statement do not). Not where the rows read are all active
  // (`activeOnly`: SQLite's search rows, migration 0042): "team" read 501 of them 10 µs faster.
  const conditions: Expression<SqlBool>[] = activeOnly
    ? []
    : [eb('jobs.status', '=', sql.lit('active'))];

  if (values.job_type !== undefined) conditions.push(eb('jobs.job_type', '=', bind('job_type')));
  if (values.business_category !== undefined) {
    conditions.push(eb('jobs.business_category', '=', bind('business_category')));
  }
  if (values.work_format !== undefined)
    conditions.push(eb('jobs.work_format', '=', bind('work_format')));
  if (values.city !== undefined)
    conditions.push(eb(eb.fn('lower', ['jobs.location_city']), '=', bind('city')));
  if (values.state !== undefined) conditions.push(eb('jobs.location_state', '=', bind('state')));
  if (values.city_states !== undefined) {
    conditions.push(
      sql<SqlBool>`jobs.location_state in (select value from json_each(${bind('city_states')}))`,
    );
  }
  if (values.zip5 !== undefined) {
    // Compared on the five-digit ZIP, so that 97201 also finds jobs at 97201-1234, written as
    // the expression the index is on.
    conditions.push(sql<SqlBool>`substr(jobs.location_zip, 1, 5) = ${bind('zip5')}`);
  }
  if (values.zip !== undefined) conditions.push(eb('jobs.location_zip', '=', bind('zip')));
  if (values.near !== undefined) {
    // Through the index of ZIP codes, one seek per ZIP code within the radius. PostgreSQL is
    // given the list as an array, which its index scans take as a whole: joined to the list as
    // a subquery, it planned a radius as a scan of every active job (decision 068).
    // But a job checked against the array as a filter is compared with each ZIP code in turn,
    // in a plan for any values (the hours for 14- and 15-year-olds within 25 miles of Portland,
    // counted walking another index: 57 ms, decision 070). So a statement that walks an index
    // of dates (`walked`) checks each job against the ZIP codes as the keys of a JSON object,
    // looked up by halves (decision 071); the array is for the index of ZIP codes' seeks.
    const zip5 = sql`substr(jobs.location_zip, 1, 5)`;
    conditions.push(
      !postgres
        ? sql<SqlBool>`${zip5} in (select value from json_each(${bind('near')}))`
        : walked
          ? sql<SqlBool>`(${bind('near_keys')}::jsonb) ? ${zip5}`
          : sql<SqlBool>`${zip5} = any(${bind('near_set')}::text[])`,
    );
  }
  if (values.businesses !== undefined) {
    conditions.push(
      sql<SqlBool>`jobs.business_id = any(string_to_array(${bind('businesses')}, ',')::integer[])`,
    );
  } else if (values.company !== undefined) {
    // A job's company name is its business's name (kept in step when the business renames
    // itself), so the few hundred business names are searched, not the name on every job:
    // a name that matches nothing cost 91 ms at a million jobs (decision 025).
    const businesses = eb
      .selectFrom('business_profiles')
      .select('business_profiles.user_id')
      .where(businessNameLike(bind('company')));
    conditions.push(eb('jobs.business_id', 'in', businesses));
  }
  if (values.compensation_type !== undefined) {
    conditions.push(eb(eb.fn('lower', ['jobs.compensation_type']), '=', bind('compensation_type')));
  }
  if (values.minimum_age !== undefined) {
    conditions.push(eb('jobs.minimum_age_required', '<=', bind('minimum_age')));
  }
  if (values.hsWelcome !== undefined)
    conditions.push(eb('jobs.high_school_students_welcome', '=', 1));
  if (values.afterSchool !== undefined)
    conditions.push(eb('jobs.after_school_hours_available', '=', 1));
  // Written as their indexes' conditions, with the value in the statement (decision 069).
  for (const [key, column] of SHIFT_FLAG_FILTERS) {
    if (values[key] !== undefined) conditions.push(eb(sql.ref(`jobs.${column}`), '=', sql.lit(1)));
  }
  return eb.and(conditions);
}

/**
 * The leading columns of the filter seek index (migration 0013), in its order, each with every
 * value it can hold, or null for an open set (a state, a city), with the filter that gives it.
 * The closed sets are what every write allows: job types and work formats by the table's checks,
 * categories by the payload schemas (a business's and a job's category is one of these names),
 * the two flags 0 or 1.
 */
const SEEK_COLUMNS = [
  ['business_category', 'business_category', BUSINESS_CATEGORY_NAMES],
  ['job_type', 'job_type', JOB_TYPES],
  ['work_format', 'work_format', WORK_FORMATS],
  ['hsWelcome', 'high_school_students_welcome', [0, 1]],
  ['afterSchool', 'after_school_hours_available', [0, 1]],
  ['state', 'location_state', null],
  ['city', 'lower(location_city)', null],
] as const satisfies readonly (readonly [
  keyof PublicFilterValues,
  string,
  readonly (string | number)[] | null,
])[];

/**
 * Whether the seek index reaches every filter given that an index of its own leads (the flags and
 * the age it checks as it seeks): SQLite then counts, and gathers a few matches, through it
 * whatever the values, where a filter it does not reach (a city without its state, a ZIP code, a
 * pay type) has an index of its own that a value holding few jobs would make the better one.
 */
export function seekReachesEveryFilter(values: PublicFilterValues): boolean {
  if (filterSeekColumns(values) === undefined) return false;
  const reached = new Set<string>(seekReach(values).columns.map(([key]) => key));
  return givenFilters(values).every(([key, unled]) => unled || reached.has(key));
}

/**
 * The seek index's columns a seek can reach for `values` (it goes no further than the first open
 * set that is not given), and which of them are given.
 */
function seekReach(values: PublicFilterValues) {
  // A city's states stand for its state: the seek index seeks each (decision 088).
  const given = SEEK_COLUMNS.map(
    ([key]) => values[key] !== undefined || (key === 'state' && values.city_states !== undefined),
  );
  const stop = SEEK_COLUMNS.findIndex(([, , all], i) => all === null && !given[i]);
  const end = stop === -1 ? undefined : stop;
  return { columns: SEEK_COLUMNS.slice(0, end), given: given.slice(0, end) };
}

/** Seeks a query may make into the seek index; beyond this the one-filter indexes do better. */
export const MAX_FILTER_SEEKS = 144;

/**
 * For a combination of filters, the closed columns left open before its last given one in the
 * seek index, each to be named with all its values so that SQLite seeks each mix of them (a rare
 * combination then reads only its own matches: 165 of a million, 4.1 -> 0.13 ms); undefined when
 * the index cannot help (nothing given, a city without its state) or would take more than
 * MAX_FILTER_SEEKS seeks. Decided by which filters are given, never by their values.
 */
export function filterSeekColumns(
  values: PublicFilterValues,
): { column: string; all: readonly (string | number)[] }[] | undefined {
  const { given } = seekReach(values);
  const last = given.lastIndexOf(true);
  if (last === -1) return undefined;
  const open = SEEK_COLUMNS.slice(0, last).flatMap(([, column, all], i) =>
    given[i] || all === null ? [] : [{ column, all }],
  );
  const seeks = open.reduce((product, { all }) => product * all.length, 1);
  return seeks > MAX_FILTER_SEEKS ? undefined : open;
}

/**
 * The filters as one condition that names every value of the seek index's open columns (see
 * filterSeekColumns), or undefined when the index cannot help. It finds exactly the jobs
 * publicFilterCondition finds.
 */
export function publicFilterSeekCondition<V extends PublicFilterValues>(
  values: V,
  bind: Bind<V>,
  postgres: boolean,
): Expression<SqlBool> | undefined {
  const open = filterSeekColumns(values);
  if (!open) return undefined;
  const eb = expressionBuilder<Database, 'jobs'>();
  return eb.and([
    publicFilterCondition(values, bind, postgres),
    // What the ZIP code's and the pay type's seek indexes hold beside active jobs (decision 051),
    // which every match has: only a statement that says so can read through them, so that no
    // other list skips over their leading column to seek its filters and reads each row.
    ...(values.zip5 !== undefined ? [eb('jobs.location_zip', '<>', sql.lit(''))] : []),
    ...(values.compensation_type !== undefined
      ? [eb('jobs.compensation_type', 'is not', null)]
      : []),
    ...open.map(({ column, all }) =>
      eb(
        sql.ref(`jobs.${column}`),
        'in',
        all.map((value) => sql.lit(value)),
      ),
    ),
  ]);
}

/** The filters of GET /jobs/ as one condition, for this one query. */
export function publicJobFilter(query: JobListQuery, postgres: boolean): Expression<SqlBool> {
  const values = publicFilterValues(query);
  return publicFilterCondition(values, inline(values), postgres);
}
