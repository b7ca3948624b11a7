import { describe, expect, it } from 'vitest';
import {
  companyPageQuerySchema,
  describeResponseHours,
  describeResponseTime,
  median,
} from './companies';

describe('median', () => {
  it.each([
    [[], null],
    [[7], 7],
    [[30, 2, 10], 10],
    [[1, 4, 2, 3], 2.5],
  ])('of %j is %j', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('how quickly a business answers, in words', () => {
  it.each([
    [0.2, 'within an hour'],
    [1, 'within an hour'],
    [1.5, 'within 2 hours'],
    [23.5, 'within 24 hours'],
    [24, 'within a day'],
    [30, 'within 2 days'],
    [13 * 24, 'within 13 days'],
    [14 * 24, 'within 2 weeks'],
    [40 * 24, 'within 6 weeks'],
  ])('%j hours: %s', (hours, words) => {
    expect(describeResponseHours(hours)).toBe(words);
  });

  it('says why there is no median', () => {
    expect(describeResponseTime({ median_hours: null, answered: 0, received: 0 })).toBe(
      'No response time yet: nobody has applied in the past year.',
    );
    expect(describeResponseTime({ median_hours: null, answered: 2, received: 9 })).toBe(
      'Not enough answered applications in the past year to say how quickly it responds.',
    );
    expect(describeResponseTime({ median_hours: 5, answered: 3, received: 3 })).toBe(
      'Usually responds within 5 hours',
    );
  });
});

describe('the company page’s query', () => {
  it('starts at page 1 and refuses a page that is not a whole number from 1 to 10,000', () => {
    expect(companyPageQuerySchema.parse({})).toEqual({ page: 1 });
    expect(companyPageQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    for (const page of ['0', '1.5', 'x', '10001']) {
      expect(companyPageQuerySchema.safeParse({ page }).success, page).toBe(false);
    }
  });
});
