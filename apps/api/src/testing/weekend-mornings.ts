/**
 * Weekend mornings as a job's shifts: within every federal rule for 14- and 15-year-olds
 * (decision 066), which a job open to them needs to go on the board (decision 077). Shared by the
 * API's tests and the journeys, so it imports nothing.
 */
export const WEEKEND_MORNINGS = {
  shifts: [
    { day: 'sat', start: '09:00', end: '13:00' },
    { day: 'sun', start: '09:00', end: '13:00' },
  ],
  flexible: false,
  season: 'year-round',
  note: '',
};
