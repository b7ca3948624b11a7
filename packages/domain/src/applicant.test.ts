import { describe, expect, it } from 'vitest';
import {
  applicantPageQuerySchema,
  favouriteToggleQuerySchema,
  savedSearchPayloadSchema,
} from './applicant';

describe('applicant request schemas', () => {
  it('pages with skip 0 and limit 20 by default', () => {
    expect(applicantPageQuerySchema.parse({})).toEqual({ skip: 0, limit: 20 });
    expect(applicantPageQuerySchema.parse({ skip: '20', limit: '5' })).toEqual({
      skip: 20,
      limit: 5,
    });
  });

  it('reads is_favourite as true or false only', () => {
    expect(favouriteToggleQuerySchema.parse({ is_favourite: 'true' })).toEqual({
      is_favourite: true,
    });
    expect(favouriteToggleQuerySchema.parse({ is_favourite: 'false' })).toEqual({
      is_favourite: false,
    });
    expect(favouriteToggleQuerySchema.safeParse({ is_favourite: 'yes' }).success).toBe(false);
  });

  it('normalises saved search filters as the job search reads them', () => {
    const payload = savedSearchPayloadSchema.parse({
      name: ' Pets ',
      filters: { business_category: 'petcare', hsWelcome: 'true', minimum_age: '15', zip: '' },
    });
    expect(JSON.parse(JSON.stringify(payload))).toEqual({
      name: 'Pets',
      filters: { business_category: 'Pet Care', hsWelcome: true, minimum_age: 15 },
    });
    expect(savedSearchPayloadSchema.parse({ name: 'All jobs' }).filters).toEqual({});
  });

  it('refuses a nameless search and unknown filter values with their messages', () => {
    const result = savedSearchPayloadSchema.safeParse({
      name: '',
      filters: { work_format: 'space' },
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Give this search a name'],
      ['filters.work_format', 'Unknown work format'],
    ]);
  });
});
