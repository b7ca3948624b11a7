import {
  BUSINESS_CATEGORIES,
  JOB_TYPES,
  MINIMUM_AGES,
  STATE_CODES,
  WORK_FORMATS,
  joinLocation,
  toBusinessCategory,
  type BusinessCategoryCode,
  type JobType,
  type StateCode,
  type WorkFormat,
} from '@firstshift/domain';

/** What the search filters hold; '' means "any". */
export type JobFilterValues = {
  search: string;
  city: string;
  state: StateCode | '';
  zip: string;
  jobType: JobType | '';
  category: BusinessCategoryCode | '';
  workFormat: WorkFormat | '';
  minimumAge: string;
  hsWelcome: boolean;
  afterSchool: boolean;
};

/** The GET /jobs/ filters (SPEC §3 "Search filter fields"), city/state/zip joined into location. */
export type JobSearchQuery = {
  search?: string;
  location?: string;
  job_type?: JobType;
  business_category?: BusinessCategoryCode;
  work_format?: WorkFormat;
  minimum_age?: number;
  hsWelcome?: boolean;
  afterSchool?: boolean;
};

export const EMPTY_JOB_FILTERS: JobFilterValues = {
  search: '',
  city: '',
  state: '',
  zip: '',
  jobType: '',
  category: '',
  workFormat: '',
  minimumAge: '',
  hsWelcome: false,
  afterSchool: false,
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  list.find((item) => item === value) ?? '';

function categoryCode(value: string | null): BusinessCategoryCode | '' {
  const name = value ? toBusinessCategory(value) : undefined;
  return BUSINESS_CATEGORIES.find((c) => c.name === name)?.code ?? '';
}

const isTrue = (value: string | null) => value === 'true' || value === '1';

/** Reads the filters from a URL (/jobs?search=…&city=…); unknown values are ignored. */
export function filtersFromSearchParams(params: URLSearchParams): JobFilterValues {
  const age = params.get('minimum_age');
  return {
    search: params.get('search') ?? '',
    city: params.get('city') ?? '',
    state: oneOf(STATE_CODES, (params.get('state') ?? '').toUpperCase()),
    zip: params.get('zip') ?? '',
    jobType: oneOf(JOB_TYPES, params.get('job_type')),
    category: categoryCode(params.get('business_category')),
    workFormat: oneOf(WORK_FORMATS, params.get('work_format')),
    minimumAge: MINIMUM_AGES.some((a) => String(a) === age) ? (age ?? '') : '',
    hsWelcome: isTrue(params.get('hsWelcome')),
    afterSchool: isTrue(params.get('afterSchool')),
  };
}

/** The filters as URL parameters, leaving out the empty ones. */
export function filtersToSearchParams(values: JobFilterValues): URLSearchParams {
  const entries: [string, string][] = [
    ['search', values.search.trim()],
    ['city', values.city.trim()],
    ['state', values.state],
    ['zip', values.zip.trim()],
    ['job_type', values.jobType],
    ['business_category', values.category],
    ['work_format', values.workFormat],
    ['minimum_age', values.minimumAge],
    ['hsWelcome', values.hsWelcome ? 'true' : ''],
    ['afterSchool', values.afterSchool ? 'true' : ''],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value !== ''));
}

/** The filters as the API reads them. */
export function filtersToJobQuery(values: JobFilterValues): JobSearchQuery {
  const location = joinLocation({
    city: values.city.trim(),
    state: values.state,
    zip: values.zip.trim(),
  });
  return {
    search: values.search.trim() || undefined,
    location: location || undefined,
    job_type: values.jobType || undefined,
    business_category: values.category || undefined,
    work_format: values.workFormat || undefined,
    minimum_age: values.minimumAge ? Number(values.minimumAge) : undefined,
    hsWelcome: values.hsWelcome || undefined,
    afterSchool: values.afterSchool || undefined,
  };
}
