import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCompensation,
  normalizeCompensationType,
  parseCompensation,
} from './compensation';
import { jobPostPayloadSchema } from './validation/job-payload';

describe('parseCompensation', () => {
  it.each([
    ['$15/hour', 15, 'hour'],
    ['15.50 per hour', 15.5, 'hour'],
    ['1,200 per month', 1200, 'month'],
    ['$20 an hour', 20, 'hour'],
    ['$18 hourly', 18, 'hour'],
    ['$12 / hr.', 12, 'hour'],
    ['$300 weekly', 300, 'week'],
    ['$25 per visit', 25, 'per visit'],
    ['$40/walk', 40, 'per walk'],
    ['$500 stipend', 500, 'stipend'],
    ['Stipend: $500', 500, 'Stipend'],
    ['$15-18/hour', 15, 'hour'],
    ['$15 to $18 an hour', 15, 'hour'],
    ['$2,500', 2500, null],
    ['Unpaid', null, 'Unpaid'],
    ['Volunteer (unpaid)', null, 'Volunteer (unpaid)'],
    ['', null, null],
    ['   ', null, null],
  ])('reads %j as amount %j and type %j', (text, amount, type) => {
    expect(parseCompensation(text)).toEqual({ amount, type });
  });

  it('reads nothing from null', () => {
    expect(parseCompensation(null)).toEqual({ amount: null, type: null });
  });
});

describe('formatCompensation', () => {
  it.each([
    [15, 'hour', '$15 per hour'],
    [15.5, 'hour', '$15.50 per hour'],
    [1200, 'month', '$1,200 per month'],
    [25, 'per visit', '$25 per visit'],
    [500, 'stipend', '$500 stipend'],
    [2500, null, '$2,500'],
    [null, 'Unpaid', 'Unpaid'],
    [null, null, ''],
  ])('shows %j and %j as %j', (amount, type, text) => {
    expect(formatCompensation(amount, type)).toBe(text);
  });

  it.each(['$15/hour', '1,200 per month', '$25 / visit', 'Unpaid', '$500 stipend', '$9.75'])(
    'gives back what it parsed from %j',
    (text) => {
      const parsed = parseCompensation(text);
      expect(parseCompensation(formatCompensation(parsed.amount, parsed.type))).toEqual(parsed);
    },
  );

  it('shows cents only when there are some', () => {
    expect(formatAmount(15)).toBe('$15');
    expect(formatAmount(0.5)).toBe('$0.50');
  });
});

describe('normalizeCompensationType', () => {
  it.each([
    ['per hour', 'hour'],
    ['Per Hour', 'hour'],
    ['/hr', 'hour'],
    ['an hour', 'hour'],
    ['hourly', 'hour'],
    ['hours', 'hour'],
    ['per month', 'month'],
    ['weekly', 'week'],
    ['/visit', 'per visit'],
    ['per visit', 'per visit'],
    ['per month stipend', 'per month stipend'],
    ['stipend', 'stipend'],
    ['Unpaid', 'Unpaid'],
    ['hour', 'hour'],
  ])('stores %j as %j', (typed, stored) => {
    expect(normalizeCompensationType(typed)).toBe(stored);
    expect(normalizeCompensationType(stored)).toBe(stored);
  });

  it('keeps nothing for a blank type', () => {
    expect(normalizeCompensationType(null)).toBeNull();
    expect(normalizeCompensationType('')).toBeNull();
    expect(normalizeCompensationType(' / ')).toBeNull();
  });

  it('stores the API\'s "per hour" as the job form stores "$14 per hour"', () => {
    const fromForm = parseCompensation('$14 per hour');
    expect(fromForm).toEqual({ amount: 14, type: 'hour' });
    const fromApi = jobPostPayloadSchema.shape.compensation_type.parse('per hour');
    expect(fromApi).toBe(fromForm.type);
  });
});
