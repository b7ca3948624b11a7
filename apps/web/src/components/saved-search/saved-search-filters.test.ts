import { describe, expect, it } from 'vitest';
import { EMPTY_JOB_FILTERS } from '../job-filters/job-filter-values';
import {
  describeFilters,
  filtersToSavedSearch,
  savedSearchHref,
  savedSearchToFilters,
  suggestSavedSearchName,
} from './saved-search-filters';

describe('saved search filters', () => {
  const values = {
    ...EMPTY_JOB_FILTERS,
    search: ' lifeguard ',
    city: 'Austin',
    state: 'TX' as const,
    category: 'petcare' as const,
    afterSchool: true,
  };

  it('keeps only the filters set, and the sort unless it is relevance', () => {
    expect(filtersToSavedSearch(values, 'date')).toEqual({
      search: 'lifeguard',
      city: 'Austin',
      state: 'TX',
      business_category: 'petcare',
      afterSchool: true,
      sort: 'date',
    });
    expect(filtersToSavedSearch(EMPTY_JOB_FILTERS, 'relevance')).toEqual({});
  });

  it('opens Job Search with what the API gave back (category by name, location split)', () => {
    const saved = {
      search: 'lifeguard',
      location: 'Austin, TX, 78701',
      business_category: 'Pet Care',
      afterSchool: true,
      sort: 'title' as const,
    };
    expect(savedSearchHref(saved)).toBe(
      '/applicant/dashboard/job-search?search=lifeguard&city=Austin&state=TX&zip=78701&business_category=petcare&afterSchool=true&sort=title',
    );
    expect(savedSearchToFilters(saved)).toEqual({
      ...EMPTY_JOB_FILTERS,
      search: 'lifeguard',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      category: 'petcare',
      afterSchool: true,
    });
  });

  it('describes the filters in words, and names a search after them', () => {
    expect(describeFilters(values)).toBe(
      '“lifeguard” · Austin, TX · Pet Care · After-School Hours',
    );
    expect(suggestSavedSearchName(values)).toBe(
      'lifeguard · Austin, TX · Pet Care · After-School Hours',
    );
    expect(describeFilters(EMPTY_JOB_FILTERS)).toBe('All jobs');
    const long = suggestSavedSearchName({ ...EMPTY_JOB_FILTERS, search: 'x'.repeat(150) });
    expect(long).toHaveLength(100);
    expect(long.endsWith('…')).toBe(true);
  });
});
