import { describe, expect, it } from 'vitest';
import {
  formatInterviewLength,
  formatInterviewTime,
  stateTimeZone,
  wallClock,
  zonedTimeToUtc,
} from './interview-time';
import { US_STATES } from './constants';

describe('interview times', () => {
  it('turn a time on the business’s clocks into the instant, on either side of a clock change', () => {
    // New York leaves daylight saving time on 2026-11-01 (UTC−4 before, UTC−5 after).
    expect(zonedTimeToUtc('2026-10-30', '15:00', 'America/New_York')?.toISOString()).toBe(
      '2026-10-30T19:00:00.000Z',
    );
    expect(zonedTimeToUtc('2026-11-02', '15:00', 'America/New_York')?.toISOString()).toBe(
      '2026-11-02T20:00:00.000Z',
    );
    // Arizona keeps standard time all year.
    expect(zonedTimeToUtc('2026-07-01', '09:30', 'America/Phoenix')?.toISOString()).toBe(
      '2026-07-01T16:30:00.000Z',
    );
  });

  it('refuse the hour the clocks skip, and take the first of the hour that happens twice', () => {
    expect(zonedTimeToUtc('2027-03-14', '02:30', 'America/Chicago')).toBeNull();
    expect(zonedTimeToUtc('2026-11-01', '01:30', 'America/Chicago')?.toISOString()).toBe(
      '2026-11-01T06:30:00.000Z',
    );
    expect(zonedTimeToUtc('2026-02-30', '10:00', 'America/Chicago')).toBeNull();
  });

  it('read back as the clocks of the zone show them', () => {
    expect(wallClock(new Date('2026-11-02T20:00:00Z'), 'America/New_York')).toEqual({
      date: '2026-11-02',
      time: '15:00',
    });
    expect(formatInterviewTime('2026-11-02T20:00:00.000Z', 'America/New_York')).toBe(
      'Mon, Nov 2, 2026, 3:00 PM EST',
    );
    expect(formatInterviewTime('2026-11-02T20:00:00.000Z', 'America/Los_Angeles')).toBe(
      'Mon, Nov 2, 2026, 12:00 PM PST',
    );
  });

  it('give every state a zone of its own region', () => {
    expect(stateTimeZone('NC')).toBe('America/New_York');
    expect(stateTimeZone('TX')).toBe('America/Chicago');
    expect(stateTimeZone('AZ')).toBe('America/Phoenix');
    expect(stateTimeZone('OR')).toBe('America/Los_Angeles');
    expect(stateTimeZone('HI')).toBe('Pacific/Honolulu');
    const zones = new Set(US_STATES.map((state) => stateTimeZone(state.code)));
    expect(zones.size).toBe(7);
  });

  it('say a length as people do', () => {
    expect(formatInterviewLength(30)).toBe('30 minutes');
    expect(formatInterviewLength(60)).toBe('1 hour');
    expect(formatInterviewLength(90)).toBe('1 hour 30 minutes');
    expect(formatInterviewLength(120)).toBe('2 hours');
  });
});
