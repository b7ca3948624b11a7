import { describe, expect, it } from 'vitest';
import { interviewTimeText } from './interview-time-text';

// Intl may write a narrow no-break space before AM/PM: read it as a space.
const text = (...args: Parameters<typeof interviewTimeText>) =>
  interviewTimeText(...args).replace(/\u202f/g, ' ');

describe('interviewTimeText', () => {
  it('says the time once when the reader is where the interview happens', () => {
    expect(text('2026-12-03T00:00:00.000Z', 30, 'America/Los_Angeles', 'America/Los_Angeles')).toBe(
      'Wed, Dec 2, 2026, 4:00 PM PST · 30 minutes',
    );
  });

  it('gives the time there on the same day as the hour alone', () => {
    expect(text('2026-12-03T20:00:00.000Z', 60, 'America/Los_Angeles', 'UTC')).toBe(
      'Thu, Dec 3, 2026, 8:00 PM UTC (12:00 PM PST where it happens) · 1 hour',
    );
  });

  it('gives the day there when it is not the reader’s', () => {
    // Midnight UTC is the afternoon before on the Pacific coast.
    expect(text('2026-12-03T00:00:00.000Z', 30, 'America/Los_Angeles', 'UTC')).toBe(
      'Thu, Dec 3, 2026, 12:00 AM UTC (Wed, Dec 2, 4:00 PM PST where it happens) · 30 minutes',
    );
    expect(text('2026-12-03T06:00:00.000Z', 45, 'Pacific/Honolulu', 'America/New_York')).toBe(
      'Thu, Dec 3, 2026, 1:00 AM EST (Wed, Dec 2, 8:00 PM HST where it happens) · 45 minutes',
    );
  });

  it('gives the year there when the interview falls in another year', () => {
    expect(text('2027-01-01T02:00:00.000Z', 30, 'America/Chicago', 'UTC')).toBe(
      'Fri, Jan 1, 2027, 2:00 AM UTC (Thu, Dec 31, 2026, 8:00 PM CST where it happens) · 30 minutes',
    );
  });
});
