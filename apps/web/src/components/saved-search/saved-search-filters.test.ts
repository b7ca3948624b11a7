import { NO_JOB_FILTERS, type JobFilters } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { describeFilters, savedSearchHref, suggestSavedSearchName } from './saved-search-filters';

describe('saved search filters', () => {
  const values: JobFilters = {
    ...NO_JOB_FILTERS,
    search: ' lifeguard ',
    city: 'Austin',
    state: 'TX',
    business_category: 'petcare',
    afterSchool: true,
  };

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
  });

  it('describes the filters in words, and names a search after them', () => {
    expect(describeFilters(values)).toBe(
      '“lifeguard” · Austin, TX · Pet Care · After-School Hours',
    );
    expect(
      describeFilters({
        ...NO_JOB_FILTERS,
        job_type: 'intern',
        minimum_age: '16',
        hsWelcome: true,
      }),
    ).toBe('Internship · Open to age 16 · High School Welcome');
    expect(suggestSavedSearchName(values)).toBe(
      'lifeguard · Austin, TX · Pet Care · After-School Hours',
    );
    expect(describeFilters(NO_JOB_FILTERS)).toBe('All jobs');
    const long = suggestSavedSearchName({ ...NO_JOB_FILTERS, search: 'x'.repeat(150) });
    expect(long).toHaveLength(100);
    expect(long.endsWith('…')).toBe(true);
  });

  it('says a radius search as its distance from the ZIP code, and opens it again', () => {
    const near: JobFilters = { ...NO_JOB_FILTERS, city: 'Portland', zip: '97201', radius: '10' };
    expect(describeFilters(near)).toBe('Portland · Within 10 miles of 97201');
    expect(describeFilters({ ...near, radius: '' })).toBe('Portland, 97201');
    expect(describeFilters({ ...near, summerOnly: true })).toBe(
      'Portland · Within 10 miles of 97201 · Summer only',
    );
    expect(savedSearchHref({ near: '97201', radius: 10, sort: 'distance' })).toBe(
      '/applicant/dashboard/job-search?zip=97201&radius=10&sort=distance',
    );
  });
});
