import { describe, expect, it } from 'vitest';
import {
  applicationsClosedMessage,
  deadlineEnd,
  deadlinePassed,
  earliestToday,
} from './application-deadline';

describe('application deadlines', () => {
  it('takes the earliest calendar day that is still today somewhere (UTC−12)', () => {
    expect(earliestToday(new Date('2027-03-11T11:59:59Z'))).toBe('2027-03-10');
    expect(earliestToday(new Date('2027-03-11T12:00:00Z'))).toBe('2027-03-11');
    expect(earliestToday(new Date('2027-01-01T05:00:00Z'))).toBe('2026-12-31');
  });

  it('keeps a job open until its deadline day has ended everywhere', () => {
    // 11 pm on March 10 in Honolulu (UTC−10) is 9 am UTC on the 11th: still open.
    expect(deadlinePassed('2027-03-10', new Date('2027-03-11T09:00:00Z'))).toBe(false);
    expect(deadlinePassed('2027-03-10', new Date('2027-03-11T12:00:00Z'))).toBe(true);
    expect(deadlinePassed('2027-03-11', new Date('2027-03-11T12:00:00Z'))).toBe(false);
    expect(deadlinePassed(null)).toBe(false);
    expect(deadlinePassed('')).toBe(false);
  });

  it('gives the closing moment and says the day in words', () => {
    expect(deadlineEnd('2027-03-10')).toBe('2027-03-10T23:59:59-12:00');
    expect(Date.parse(deadlineEnd('2027-03-10'))).toBe(Date.parse('2027-03-11T11:59:59Z'));
    expect(applicationsClosedMessage('2027-03-10')).toBe(
      'Applications for this job closed on Mar 10, 2027.',
    );
  });
});
