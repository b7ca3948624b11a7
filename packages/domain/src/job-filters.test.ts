import { describe, expect, it } from 'vitest';
import { savedSearchFiltersSchema } from './applicant';
import { NO_JOB_FILTERS, jobFiltersToParams } from './job-filters-base';
import {
  jobFiltersFromParams,
  jobFiltersSchema,
  jobFiltersToQuery,
  jobSearchFromParams,
  jobFiltersToSavedSearch,
  jobSearchToParams,
  jobSortFromParams,
  savedSearchSort,
  savedSearchToJobFilters,
  savedSearchToParams,
  type JobFilters,
} from './job-filters';
import { jobListQuerySchema } from './jobs';

describe('job filters in an address', () => {
  it('round-trip, leaving the filters at "any" out', () => {
    const filters: JobFilters = {
      ...NO_JOB_FILTERS,
      search: 'lifeguard',
      state: 'FL',
      business_category: 'events',
      afterSchool: true,
    };
    const params = jobFiltersToParams(filters);
    expect(params.toString()).toBe(
      'search=lifeguard&state=FL&business_category=events&afterSchool=true',
    );
    expect(jobFiltersFromParams(params)).toEqual(filters);
  });

  it('start at "any": the written-out NO_JOB_FILTERS is what the schema makes of nothing', () => {
    expect(jobFiltersSchema.parse({})).toEqual(NO_JOB_FILTERS);
    expect(jobFiltersToParams(NO_JOB_FILTERS).toString()).toBe('');
  });

  it('ignore values the product does not know', () => {
    const params = new URLSearchParams('job_type=pirate&state=ZZ&work_format=space&minimum_age=3');
    expect(jobFiltersFromParams(params)).toEqual(NO_JOB_FILTERS);
  });

  it('carry the sort unless it is relevance, and read an unknown one as relevance', () => {
    const filters: JobFilters = { ...NO_JOB_FILTERS, search: 'barista' };
    expect(jobSearchToParams(filters, 'date').toString()).toBe('search=barista&sort=date');
    expect(jobSearchToParams(filters, 'relevance').toString()).toBe('search=barista');
    expect(jobSortFromParams(new URLSearchParams('sort=title'))).toBe('title');
    expect(jobSortFromParams(new URLSearchParams('sort=salary'))).toBe('relevance');
  });

  it('take a category by its display name too, and a state in any case', () => {
    const filters = jobFiltersFromParams(
      new URLSearchParams('business_category=Pet Care&state=tx'),
    );
    expect(filters).toMatchObject({ business_category: 'petcare', state: 'TX' });
  });
});

describe('job filters for GET /jobs/', () => {
  const filters: JobFilters = {
    ...NO_JOB_FILTERS,
    city: ' Austin ',
    zip: '78701',
    job_type: 'seasonal',
    minimum_age: '16',
    hsWelcome: true,
  };

  it('join city, state and zip into one location', () => {
    expect(jobFiltersToQuery(filters)).toEqual({
      search: undefined,
      location: 'Austin, 78701',
      job_type: 'seasonal',
      minimum_age: '16',
      hsWelcome: 'true',
    });
  });

  it('are read with the sort from an address as one search', () => {
    const search = jobSearchFromParams(new URLSearchParams('search=dog&city=Salem&sort=title'));
    expect(search.sort).toBe('title');
    expect(search.filters).toMatchObject({ search: 'dog', city: 'Salem' });
    expect(search.query).toEqual({ search: 'dog', location: 'Salem', sort: 'title' });
  });

  it('are a query the API reads as meant', () => {
    expect(jobListQuerySchema.parse(jobFiltersToQuery(filters))).toMatchObject({
      location: 'Austin, 78701',
      job_type: 'seasonal',
      minimum_age: 16,
      hsWelcome: true,
    });
  });
});

describe('saved searches', () => {
  const filters: JobFilters = {
    ...NO_JOB_FILTERS,
    search: ' lifeguard ',
    city: 'Austin',
    state: 'TX',
    business_category: 'petcare',
    minimum_age: '15',
    afterSchool: true,
  };

  it('keep only the filters set, and the sort unless it is relevance', () => {
    const saved = jobFiltersToSavedSearch(filters, 'date');
    expect(saved).toEqual({
      search: 'lifeguard',
      city: 'Austin',
      state: 'TX',
      business_category: 'petcare',
      minimum_age: 15,
      afterSchool: true,
      sort: 'date',
    });
    expect(savedSearchFiltersSchema.safeParse(saved).success).toBe(true);
    expect(jobFiltersToSavedSearch(NO_JOB_FILTERS, 'relevance')).toEqual({});
  });

  it('open Job Search with what the API gave back (category by name, location split)', () => {
    const saved = {
      search: 'lifeguard',
      location: 'Austin, TX, 78701',
      business_category: 'Pet Care',
      minimum_age: 16,
      afterSchool: true,
      sort: 'title' as const,
    };
    expect(savedSearchToParams(saved).toString()).toBe(
      'search=lifeguard&city=Austin&state=TX&zip=78701&business_category=petcare&minimum_age=16&afterSchool=true&sort=title',
    );
    expect(savedSearchToJobFilters(saved)).toEqual({
      ...NO_JOB_FILTERS,
      search: 'lifeguard',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      business_category: 'petcare',
      minimum_age: '16',
      afterSchool: true,
    });
    expect(savedSearchSort(saved)).toBe('title');
    expect(savedSearchSort({})).toBe('relevance');
  });

  it('keep a city saved on its own over the one in a location', () => {
    expect(savedSearchToJobFilters({ city: 'Reno', location: 'Austin, TX' })).toMatchObject({
      city: 'Reno',
      state: 'TX',
    });
  });
});

// Decision 068: a distance makes the ZIP code the centre of a radius search.
describe('a radius search in the filters', () => {
  const near: JobFilters = { ...NO_JOB_FILTERS, zip: '97201', radius: '10', city: 'Portland' };

  it('asks the API for the jobs near the ZIP code, not at it, and reads its address back', () => {
    expect(jobFiltersToQuery(near)).toEqual({
      search: undefined,
      location: 'Portland',
      near: '97201',
      radius: '10',
    });
    const params = jobSearchToParams(near, 'distance');
    expect(params.toString()).toBe('city=Portland&zip=97201&radius=10&sort=distance');
    const { filters, sort, query } = jobSearchFromParams(params);
    expect({ filters, sort }).toEqual({ filters: near, sort: 'distance' });
    expect(jobListQuerySchema.parse(query)).toMatchObject({ near: '97201', radius: 10 });
  });

  it('matches the ZIP code itself without a distance, and ignores a distance without one', () => {
    expect(jobFiltersToQuery({ ...near, radius: '' })).toMatchObject({
      location: 'Portland, 97201',
    });
    expect(jobFiltersToQuery({ ...near, zip: ' ' })).not.toHaveProperty('near');
    expect(jobFiltersFromParams(new URLSearchParams('zip=97201&radius=7')).radius).toBe('');
  });

  it('sorts by distance only with a centre: relevance otherwise', () => {
    const { sort } = jobSearchFromParams(new URLSearchParams('radius=25&sort=distance'));
    expect(sort).toBe('relevance');
    expect(jobSearchFromParams(new URLSearchParams('sort=distance')).sort).toBe('relevance');
  });

  it('is kept by a saved search as its centre and distance, and read back', () => {
    const saved = jobFiltersToSavedSearch(near, 'distance');
    expect(saved).toEqual({ city: 'Portland', near: '97201', radius: 10, sort: 'distance' });
    const stored = savedSearchFiltersSchema.parse(saved);
    expect(savedSearchToJobFilters(stored)).toEqual(near);
    expect(savedSearchSort(stored)).toBe('distance');
    expect(jobFiltersToSavedSearch({ ...near, radius: '' }, 'distance')).toEqual({
      city: 'Portland',
      zip: '97201',
    });
  });
});

// Decision 069: the filters on the shifts are toggles, kept by a saved search as the others.
describe('the filters on the shifts', () => {
  it('go into the address and a saved search, and come back', () => {
    const filters: JobFilters = { ...NO_JOB_FILTERS, weekends: true, youngHours: true };
    const params = jobFiltersToParams(filters);
    expect(params.toString()).toBe('weekends=true&youngHours=true');
    expect(jobFiltersFromParams(params)).toEqual(filters);
    expect(jobListQuerySchema.parse(jobFiltersToQuery(filters))).toMatchObject({
      weekends: true,
      youngHours: true,
    });
    const saved = jobFiltersToSavedSearch(filters, 'relevance');
    expect(saved).toEqual({ weekends: true, youngHours: true });
    expect(savedSearchToJobFilters(savedSearchFiltersSchema.parse(saved))).toEqual(filters);
  });
});
