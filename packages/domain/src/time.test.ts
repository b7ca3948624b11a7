import { describe, expect, it } from 'vitest';
import { ageOn, formatPostedDate, formatRelativeTime, dayOfAge } from './time';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each([
    [0, '0s ago'],
    [59 * SECOND, '59s ago'],
    [60 * SECOND, '1m ago'],
    [59 * MINUTE, '59m ago'],
    [60 * MINUTE, '1h ago'],
    [23 * HOUR, '23h ago'],
    [24 * HOUR, '1d ago'],
    [29 * DAY, '29d ago'],
    [30 * DAY, '1mo ago'],
    [11 * 30 * DAY, '11mo ago'],
    [12 * 30 * DAY, '1y ago'],
    [3 * 365 * DAY, '3y ago'],
  ])('%i ms ago reads "%s"', (ms, text) => {
    expect(formatRelativeTime(ago(ms), NOW)).toBe(text);
  });

  it('reads a time just ahead of the clock as "0s ago"', () => {
    expect(formatRelativeTime(ago(-5 * SECOND), NOW)).toBe('0s ago');
  });

  it.each(['not a date', '', '1', '2026-13-45T00:00:00Z', null, undefined])(
    'reads %s as "Unknown"',
    (value) => {
      expect(formatRelativeTime(value, NOW)).toBe('Unknown');
    },
  );

  it('defaults to the current time', () => {
    expect(formatRelativeTime(new Date(Date.now() - 3 * DAY).toISOString())).toBe('3d ago');
  });
});

describe('formatPostedDate', () => {
  it('shows a timestamp as a short date in the given time zone', () => {
    expect(formatPostedDate('2026-11-20T03:00:00.000Z', 'UTC')).toBe('Nov 20, 2026');
    expect(formatPostedDate('2026-11-20T03:00:00.000Z', 'America/Chicago')).toBe('Nov 19, 2026');
  });

  it('shows a bare date as written, wherever the reader is', () => {
    expect(formatPostedDate('2026-11-20', 'America/Los_Angeles')).toBe('Nov 20, 2026');
  });

  it('reads a missing or broken date as "Unknown"', () => {
    expect(formatPostedDate(null)).toBe('Unknown');
    expect(formatPostedDate('soon')).toBe('Unknown');
  });
});

describe('ageOn', () => {
  it('counts whole years, turning on the birthday', () => {
    expect(ageOn('2012-06-15', '2026-06-14')).toBe(13);
    expect(ageOn('2012-06-15', '2026-06-15')).toBe(14);
    expect(ageOn('2012-06-15', new Date('2026-12-01T00:00:00Z'))).toBe(14);
  });

  it('ages a 29 February birthday on 1 March in other years', () => {
    expect(ageOn('2012-02-29', '2026-02-28')).toBe(13);
    expect(ageOn('2012-02-29', '2026-03-01')).toBe(14);
  });

  it('gives null for a date that is not a real day', () => {
    expect(ageOn('2012-02-30', '2026-01-01')).toBeNull();
    expect(ageOn('2012-01-01', new Date('nope'))).toBeNull();
  });
});

describe('dayOfAge', () => {
  it('is the birthday of that age, which ageOn agrees with', () => {
    expect(dayOfAge('2010-04-12', 16)).toBe('2026-04-12');
    expect(ageOn('2010-04-12', '2026-04-12')).toBe(16);
    expect(ageOn('2010-04-12', '2026-04-11')).toBe(15);
  });

  it('puts a 29 February birthday on 1 March in other years', () => {
    expect(dayOfAge('2008-02-29', 15)).toBe('2023-03-01');
    expect(ageOn('2008-02-29', '2023-03-01')).toBe(15);
    expect(dayOfAge('2008-02-29', 16)).toBe('2024-02-29');
  });

  it('is null for a date that does not exist', () => {
    expect(dayOfAge('2010-13-40', 16)).toBeNull();
  });
});
