import { describe, expect, it } from 'vitest';
import {
  type Shift,
  type WorkSchedule,
  afterThreeOnSchoolDays,
  describeSchedule,
  describeScheduleBriefly,
  describeShifts,
  formatClock,
  formatDays,
  formatShiftTimes,
  overlappingShifts,
  summerOnly,
  worksWeekends,
} from './shifts';
import { workScheduleSchema } from './shift-schemas';

const at = (day: Shift['day'], start: string, end: string): Shift => ({ day, start, end });
const weekly = (shifts: Shift[], season: WorkSchedule['season'] = 'year-round'): WorkSchedule => ({
  shifts,
  flexible: false,
  season,
  note: '',
});

describe('shifts in plain words', () => {
  it('say clock times as people do', () => {
    expect(formatClock('15:30')).toBe('3:30 pm');
    expect(formatClock('09:00')).toBe('9 am');
    expect(formatClock('12:00')).toBe('12 pm');
    expect(formatClock('00:15')).toBe('12:15 am');
    expect(formatShiftTimes({ start: '15:30', end: '18:30' })).toBe('3:30–6:30 pm');
    expect(formatShiftTimes({ start: '09:00', end: '13:00' })).toBe('9 am–1 pm');
  });

  it('join runs of three days or more', () => {
    expect(formatDays(['fri', 'mon', 'tue', 'wed', 'thu'])).toBe('Mon–Fri');
    expect(formatDays(['sat', 'sun'])).toBe('Sat, Sun');
    expect(formatDays(['mon', 'wed', 'fri'])).toBe('Mon, Wed, Fri');
    expect(formatDays(['mon', 'tue', 'wed', 'sat'])).toBe('Mon–Wed, Sat');
  });

  it('say days with the same hours together, in week order', () => {
    const shifts = [
      at('sat', '09:00', '13:00'),
      at('wed', '15:30', '18:30'),
      at('mon', '15:30', '18:30'),
      at('tue', '15:30', '18:30'),
    ];
    expect(describeShifts(shifts)).toBe('Mon–Wed 3:30–6:30 pm; Sat 9 am–1 pm');
    expect(describeShifts([])).toBe('');
  });

  it('add the season, flexible hours and the note to the shifts', () => {
    expect(
      describeSchedule({
        shifts: [at('sat', '10:00', '14:00')],
        flexible: true,
        season: 'summer',
        note: 'Rain or shine',
      }),
    ).toBe('Sat 10 am–2 pm · Summer only (June 1 – Labor Day) · Flexible hours · Rain or shine');
    expect(describeSchedule(weekly([at('sun', '10:00', '12:00')]))).toBe('Sun 10 am–12 pm');
  });

  it('leave the note off a card, and say nothing of a schedule without shifts', () => {
    const summer: WorkSchedule = {
      shifts: [at('sat', '10:00', '14:00')],
      flexible: true,
      season: 'summer',
      note: 'Rain or shine',
    };
    expect(describeScheduleBriefly(summer)).toBe(
      'Sat 10 am–2 pm · Summer only (June 1 – Labor Day) · Flexible hours',
    );
    expect(describeScheduleBriefly(weekly([at('sun', '10:00', '12:00')]))).toBe('Sun 10 am–12 pm');
    expect(describeScheduleBriefly({ ...summer, shifts: [] })).toBe('');
  });
});

describe('the schedule filters', () => {
  it.each([
    ['a Saturday shift', weekly([at('sat', '10:00', '14:00')]), true],
    ['weekdays only', weekly([at('mon', '16:00', '18:00')]), false],
    ['no shifts', weekly([]), false],
  ])('weekends: %s → %s', (_name, schedule, expected) => {
    expect(worksWeekends(schedule)).toBe(expected);
  });

  it.each([
    [
      'every school-day shift from 3 pm',
      weekly([at('mon', '15:00', '18:00'), at('sat', '09:00', '12:00')]),
      true,
    ],
    [
      'one school-day shift at 2 pm',
      weekly([at('mon', '15:00', '18:00'), at('thu', '14:00', '17:00')]),
      false,
    ],
    ['weekend shifts only (no school day worked)', weekly([at('sun', '15:00', '18:00')]), false],
    ['a summer-only job (no school days)', weekly([at('mon', '15:00', '18:00')], 'summer'), false],
  ])('after 3 pm on school days: %s → %s', (_name, schedule, expected) => {
    expect(afterThreeOnSchoolDays(schedule)).toBe(expected);
  });

  it('summer only is the season the business chose', () => {
    expect(summerOnly(weekly([], 'summer'))).toBe(true);
    expect(summerOnly(weekly([], 'school-year'))).toBe(false);
  });
});

describe('a schedule as the form sends it', () => {
  const valid = {
    shifts: [at('mon', '15:30', '18:30')],
    flexible: false,
    season: 'year-round',
    note: '',
  };

  it('is taken with its note trimmed', () => {
    expect(workScheduleSchema.parse({ ...valid, note: '  Rain or shine ' }).note).toBe(
      'Rain or shine',
    );
  });

  it.each([
    [
      'a shift that ends before it starts',
      { shifts: [at('mon', '18:00', '15:00')] },
      'shifts.0.end',
      'A shift ends after it starts, on the same day',
    ],
    [
      'a time that is not one',
      { shifts: [at('mon', '25:00', '26:00')] },
      'shifts.0.start',
      'Enter a start time',
    ],
    [
      'a day that is not one',
      { shifts: [{ day: 'someday', start: '09:00', end: '10:00' }] },
      'shifts.0.day',
      'Choose a day',
    ],
    [
      'overlapping shifts',
      { shifts: [at('tue', '09:00', '12:00'), at('tue', '11:00', '13:00')] },
      'shifts.1.start',
      'This shift overlaps another on the same day',
    ],
    ['an unknown season', { season: 'winter' }, 'season', 'Choose when the job runs'],
  ])('refuses %s, saying where', (_name, change, path, message) => {
    const result = workScheduleSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path.join('.')).toBe(path);
    expect(issue?.message).toBe(message);
  });

  it('finds shifts that overlap on the same day only', () => {
    expect(
      overlappingShifts([
        at('tue', '09:00', '12:00'),
        at('wed', '09:00', '12:00'),
        at('tue', '12:00', '14:00'),
      ]),
    ).toEqual([]);
  });
});
