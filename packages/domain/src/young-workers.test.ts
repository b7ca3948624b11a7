import { describe, expect, it } from 'vitest';
import type { ScheduleSeason, Shift, Weekday, WorkSchedule } from './shifts';
import {
  type YoungWorkerRule,
  YOUNG_WORKER_RULES,
  YOUNG_WORKER_RULE_SOURCES,
  fitsYoungWorkerHours,
  formatDuration,
  hazardsForAge,
  youngWorkerConflicts,
} from './young-workers';

// One table per rule of 29 CFR 570.35(a) for 14- and 15-year-olds: schedules just inside the
// limit pass, schedules just past it break that rule (and only that one), in the seasons where
// the rule applies.

/** "mon 15:30-18:30" → a shift. */
function shift(text: string): Shift {
  const [day, times] = text.split(' ');
  const [start, end] = (times ?? '').split('-');
  return { day: day as Weekday, start: start ?? '', end: end ?? '' };
}

function schedule(season: ScheduleSeason, ...shifts: string[]): WorkSchedule {
  return { shifts: shifts.map(shift), flexible: false, season, note: '' };
}

/** The same hours on each of `days`, e.g. every school day 3:30–6:30 pm. */
const onEach = (days: readonly Weekday[], times: string) => days.map((day) => `${day} ${times}`);
const SCHOOL_WEEK = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

const rulesBroken = (s: WorkSchedule) => youngWorkerConflicts(s).map((c) => c.rule);

interface Case {
  name: string;
  schedule: WorkSchedule;
  broken: YoungWorkerRule[];
}

function table(rule: YoungWorkerRule, cases: Case[]) {
  describe(`${rule} (${YOUNG_WORKER_RULE_SOURCES[rule]})`, () => {
    it.each(cases)('$name', ({ schedule: s, broken }) => {
      expect(rulesBroken(s)).toEqual(broken);
      expect(fitsYoungWorkerHours(s)).toBe(broken.length === 0);
    });
  });
}

table('school-hours', [
  {
    name: 'after school on a school day fits',
    schedule: schedule('school-year', 'tue 15:00-18:00'),
    broken: [],
  },
  {
    name: 'before school on a school day fits',
    schedule: schedule('year-round', 'wed 07:00-08:00'),
    broken: [],
  },
  {
    name: 'a school-day shift that starts before 3 pm breaks it',
    schedule: schedule('school-year', 'tue 14:30-17:00'),
    broken: ['school-hours'],
  },
  {
    name: 'a school-day shift that runs past 8 am breaks it',
    schedule: schedule('year-round', 'fri 07:00-08:30'),
    broken: ['school-hours'],
  },
  {
    name: 'the same hours on a Saturday fit',
    schedule: schedule('school-year', 'sat 10:00-14:00'),
    broken: [],
  },
  {
    name: 'the same hours in a summer-only job fit',
    schedule: schedule('summer', 'tue 10:00-13:00'),
    broken: [],
  },
]);

table('school-day-hours', [
  {
    name: 'exactly 3 hours on a school day fit',
    schedule: schedule('school-year', 'mon 15:30-18:30'),
    broken: [],
  },
  {
    name: '3 hours 15 minutes on a school day break it',
    schedule: schedule('school-year', 'mon 15:30-18:45'),
    broken: ['school-day-hours'],
  },
  {
    name: 'two shifts of a school day count together',
    schedule: schedule('year-round', 'thu 07:00-08:00', 'thu 15:00-17:30'),
    broken: ['school-day-hours'],
  },
  {
    name: 'Fridays are school days',
    schedule: schedule('school-year', 'fri 15:00-19:00'),
    broken: ['school-day-hours'],
  },
]);

table('school-week-hours', [
  {
    name: '3 hours each school day and 3 on Saturday make 18 hours: fits',
    schedule: schedule('school-year', ...onEach(SCHOOL_WEEK, '15:30-18:30'), 'sat 09:00-12:00'),
    broken: [],
  },
  {
    name: 'one more hour on Sunday makes 19: breaks it',
    schedule: schedule(
      'year-round',
      ...onEach(SCHOOL_WEEK, '15:30-18:30'),
      'sat 09:00-12:00',
      'sun 10:00-11:00',
    ),
    broken: ['school-week-hours'],
  },
]);

table('non-school-day-hours', [
  {
    name: '8 hours on a Saturday fit',
    schedule: schedule('school-year', 'sat 09:00-17:00'),
    broken: [],
  },
  {
    name: '8 hours 30 minutes on a Saturday break it',
    schedule: schedule('school-year', 'sat 09:00-17:30'),
    broken: ['non-school-day-hours'],
  },
  {
    name: '9 hours on a summer weekday break it',
    schedule: schedule('summer', 'wed 08:00-12:00', 'wed 13:00-18:00'),
    broken: ['non-school-day-hours'],
  },
]);

table('non-school-week-hours', [
  {
    name: '8 hours Monday to Friday in summer make 40: fits',
    schedule: schedule('summer', ...onEach(SCHOOL_WEEK, '09:00-17:00')),
    broken: [],
  },
  {
    name: 'one more hour on Saturday makes 41: breaks it',
    schedule: schedule('summer', ...onEach(SCHOOL_WEEK, '09:00-17:00'), 'sat 09:00-10:00'),
    broken: ['non-school-week-hours'],
  },
]);

table('time-of-day', [
  {
    name: 'from 7 am fits',
    schedule: schedule('school-year', 'sat 07:00-11:00'),
    broken: [],
  },
  {
    name: 'before 7 am breaks it',
    schedule: schedule('school-year', 'sat 06:30-11:00'),
    broken: ['time-of-day'],
  },
  {
    name: 'until 7 pm in the school year fits',
    schedule: schedule('school-year', 'mon 16:00-19:00'),
    broken: [],
  },
  {
    name: 'past 7 pm in the school year breaks it',
    schedule: schedule('school-year', 'mon 17:00-19:30'),
    broken: ['time-of-day'],
  },
  {
    name: 'past 7 pm in a job worked all year breaks it (its school weeks)',
    schedule: schedule('year-round', 'sun 14:00-20:00'),
    broken: ['time-of-day'],
  },
  {
    name: 'until 9 pm in a summer-only job fits',
    schedule: schedule('summer', 'mon 15:00-21:00'),
    broken: [],
  },
  {
    name: 'past 9 pm in a summer-only job breaks it',
    schedule: schedule('summer', 'mon 15:00-21:15'),
    broken: ['time-of-day'],
  },
]);

describe('the rules together', () => {
  it('has a table above for every rule', () => {
    expect(Object.keys(YOUNG_WORKER_RULE_SOURCES).sort()).toEqual([...YOUNG_WORKER_RULES].sort());
  });

  it('explains each conflict in plain words, with the day and the limit', () => {
    const conflicts = youngWorkerConflicts(
      schedule('school-year', 'tue 13:00-17:00', 'sat 06:00-15:00'),
    );
    expect(conflicts).toEqual([
      {
        rule: 'school-hours',
        day: 'tue',
        message:
          'Tuesday 1–5 pm falls in school hours (8 am–3 pm on school days): 14- and ' +
          '15-year-olds may work only outside school hours.',
      },
      {
        rule: 'time-of-day',
        day: 'sat',
        message:
          'Saturday 6 am–3 pm starts before 7 am: 14- and 15-year-olds may work only between ' +
          '7 am and 7 pm, or 9 pm from June 1 through Labor Day.',
      },
      {
        rule: 'school-day-hours',
        day: 'tue',
        message:
          'Tuesday has 4 hours of work: on a school day 14- and 15-year-olds may work at most 3 hours.',
      },
      {
        rule: 'non-school-day-hours',
        day: 'sat',
        message:
          'Saturday has 9 hours of work: on a day without school 14- and 15-year-olds may work ' +
          'at most 8 hours.',
      },
    ]);
  });

  it('says when a shift both starts too early and ends too late', () => {
    const [conflict] = youngWorkerConflicts(schedule('summer', 'sun 06:00-21:30'));
    expect(conflict?.message).toMatch(
      /^Sunday 6 am–9:30 pm starts before 7 am and ends after 9 pm:/,
    );
  });

  it('leaves hours to be arranged unchecked: no shifts, no claim that they fit', () => {
    const arranged = { ...schedule('year-round'), flexible: true, note: 'Hours to suit' };
    expect(youngWorkerConflicts(arranged)).toEqual([]);
    expect(fitsYoungWorkerHours(arranged)).toBe(false);
  });

  it('says lengths of time in words', () => {
    expect(formatDuration(180)).toBe('3 hours');
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(210)).toBe('3 hours 30 minutes');
    expect(formatDuration(45)).toBe('45 minutes');
    expect(formatDuration(61)).toBe('1 hour 1 minute');
  });
});

describe('duties closed to the young (29 CFR 570.33, 570.34 and the Hazardous Occupations Orders)', () => {
  it.each([
    // category, minimum age, how many duties are flagged, of which closed to under-16s
    ['restaurant', 14, 3, 1],
    ['restaurant', 16, 2, 0],
    ['restaurant', 18, 0, 0],
    ['homeyard', 15, 5, 2],
    ['homeyard', 17, 3, 0],
    ['retail', 14, 5, 2],
    ['events', 16, 2, 0],
    ['tutoring', 14, 0, 0],
    ['petcare', 14, 0, 0],
  ] as const)('%s at %i flags %i duties, %i of them under 16', (category, age, all, young) => {
    const hazards = hazardsForAge(category, age);
    expect(hazards).toHaveLength(all);
    expect(hazards.filter((h) => h.under === 16)).toHaveLength(young);
    for (const hazard of hazards)
      expect(hazard.source).toMatch(/^(29 CFR|Hazardous Occupations Order)/);
  });

  it('names roofing for a yard job open at 16', () => {
    expect(hazardsForAge('homeyard', 16).map((h) => h.duty)).toContain(
      'Roofing, and any work on or about a roof',
    );
  });
});
