import { describe, expect, it } from 'vitest';
import {
  EMPTY_JOB_FILTERS,
  filtersFromSearchParams,
  filtersToJobQuery,
  filtersToSearchParams,
} from './job-filter-values';

describe('job filter values', () => {
  it('round-trips through the URL, leaving empty filters out', () => {
    const values = {
      ...EMPTY_JOB_FILTERS,
      search: 'lifeguard',
      state: 'FL' as const,
      category: 'events' as const,
      afterSchool: true,
    };
    const params = filtersToSearchParams(values);
    expect(params.toString()).toBe(
      'search=lifeguard&state=FL&business_category=events&afterSchool=true',
    );
    expect(filtersFromSearchParams(params)).toEqual(values);
  });

  it('ignores values the product does not know', () => {
    const values = filtersFromSearchParams(
      new URLSearchParams('job_type=pirate&state=ZZ&work_format=space&minimum_age=3'),
    );
    expect(values).toEqual(EMPTY_JOB_FILTERS);
  });

  it('accepts a category by its display name too', () => {
    expect(
      filtersFromSearchParams(new URLSearchParams('business_category=Pet Care')).category,
    ).toBe('petcare');
  });

  it('joins city, state and zip into one location for the API', () => {
    expect(
      filtersToJobQuery({ ...EMPTY_JOB_FILTERS, city: ' Austin ', zip: '78701', minimumAge: '16' }),
    ).toEqual({
      search: undefined,
      location: 'Austin, 78701',
      job_type: undefined,
      business_category: undefined,
      work_format: undefined,
      minimum_age: 16,
      hsWelcome: undefined,
      afterSchool: undefined,
    });
  });
});
