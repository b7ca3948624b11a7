import type { JobFilters } from './job-filters';

// The job filters' pieces that need no schema, apart from job-filters.ts: a page that only
// starts from "any" and writes filters into an address (the landing page's search) then loads
// no zod, since a module's schemas built at its top level go wherever the module goes.

/**
 * Every filter at "any": what jobFiltersSchema makes of nothing (job-filters.test.ts checks).
 */
export const NO_JOB_FILTERS: JobFilters = {
  search: '',
  city: '',
  state: '',
  zip: '',
  radius: '',
  job_type: '',
  business_category: '',
  work_format: '',
  minimum_age: '',
  hsWelcome: false,
  afterSchool: false,
  weekends: false,
  afterThree: false,
  summerOnly: false,
  youngHours: false,
};

/** The filters as an address's parameters, trimmed, leaving out those at "any". */
export function jobFiltersToParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    const given = typeof value === 'boolean' ? (value ? 'true' : '') : value.trim();
    if (given) params.set(name, given);
  }
  return params;
}
