import type { BusinessCategoryCode } from './constants';
import {
  SCHOOL_DAYS,
  type Shift,
  WEEKDAYS,
  WEEKDAY_LABELS,
  type Weekday,
  type WorkSchedule,
  clockMinutes,
  formatClock,
  formatShiftTimes,
  shiftMinutes,
} from './shifts';

// The federal rules for young workers, as a job's shifts and category meet them. Source: the
// Fair Labor Standards Act's child labor regulations, 29 CFR part 570 (U.S. Department of
// Labor): the hours of 14- and 15-year-olds, § 570.35(a); the occupations closed to them,
// §§ 570.33 and 570.34; the Hazardous Occupations Orders closed to everyone under 18,
// §§ 570.50–570.68. State rules, often stricter, are not checked here, and the pages say so.

/** The youngest a worker may be under the rules of § 570.35. */
export const YOUNG_WORKER_AGES = [14, 15] as const;

/**
 * School hours on a school day (Monday to Friday outside summer), as checked: the common
 * school day. The rules speak of the local public school district's own hours, which the page
 * tells a family to compare with.
 */
export const SCHOOL_HOURS = { start: '08:00', end: '15:00' } as const;

/** § 570.35(a): the limits for 14- and 15-year-olds, in minutes and clock times. */
export const YOUNG_WORKER_LIMITS = {
  /** (a)(5): at most 3 hours on a school day, Fridays included. */
  schoolDayMinutes: 3 * 60,
  /** (a)(3): at most 18 hours in a week when school is in session. */
  schoolWeekMinutes: 18 * 60,
  /** (a)(4): at most 8 hours on a day when school is not in session. */
  nonSchoolDayMinutes: 8 * 60,
  /** (a)(2): at most 40 hours in a week when school is not in session. */
  nonSchoolWeekMinutes: 40 * 60,
  /** (a)(6): not before 7 a.m. */
  earliest: '07:00',
  /** (a)(6): not after 7 p.m. ... */
  latest: '19:00',
  /** ... except from June 1 through Labor Day, when the evening hour is 9 p.m. */
  latestInSummer: '21:00',
} as const;

export const YOUNG_WORKER_RULES = [
  'school-hours',
  'school-day-hours',
  'school-week-hours',
  'non-school-day-hours',
  'non-school-week-hours',
  'time-of-day',
] as const;
export type YoungWorkerRule = (typeof YOUNG_WORKER_RULES)[number];

/** Where each rule is written. */
export const YOUNG_WORKER_RULE_SOURCES: Record<YoungWorkerRule, string> = {
  'school-hours': '29 CFR 570.35(a)(1)',
  'school-day-hours': '29 CFR 570.35(a)(5)',
  'school-week-hours': '29 CFR 570.35(a)(3)',
  'non-school-day-hours': '29 CFR 570.35(a)(4)',
  'non-school-week-hours': '29 CFR 570.35(a)(2)',
  'time-of-day': '29 CFR 570.35(a)(6)',
};

/** One way a schedule breaks a rule, said so that a business can fix it. */
export interface HoursConflict {
  rule: YoungWorkerRule;
  /** The day it happens on; none for a week's total. */
  day?: Weekday;
  message: string;
}

/** "3 hours", "1 hour", "3 hours 30 minutes", "45 minutes". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? `${hours} hour${hours === 1 ? '' : 's'}` : '',
    rest > 0 || hours === 0 ? `${rest} minute${rest === 1 ? '' : 's'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

const WHO = '14- and 15-year-olds';

function dayMinutes(shifts: readonly Shift[], day: Weekday): number {
  return shifts.filter((s) => s.day === day).reduce((sum, s) => sum + shiftMinutes(s), 0);
}

function shiftWords(shift: Shift): string {
  return `${WEEKDAY_LABELS[shift.day]} ${formatShiftTimes(shift)}`;
}

/** The conflicts of one kind of week: a school week, or a week without school in summer. */
function weekConflicts(shifts: readonly Shift[], schoolWeek: boolean): HoursConflict[] {
  const limits = YOUNG_WORKER_LIMITS;
  const conflicts: HoursConflict[] = [];
  const earliest = clockMinutes(limits.earliest) ?? 0;
  const latestClock = schoolWeek ? limits.latest : limits.latestInSummer;
  const latest = clockMinutes(latestClock) ?? 0;
  const schoolStart = clockMinutes(SCHOOL_HOURS.start) ?? 0;
  const schoolEnd = clockMinutes(SCHOOL_HOURS.end) ?? 0;
  for (const shift of shifts) {
    const start = clockMinutes(shift.start) ?? 0;
    const end = clockMinutes(shift.end) ?? 0;
    const schoolDay = schoolWeek && SCHOOL_DAYS.includes(shift.day);
    if (schoolDay && start < schoolEnd && schoolStart < end) {
      conflicts.push({
        rule: 'school-hours',
        day: shift.day,
        message:
          `${shiftWords(shift)} falls in school hours (${formatShiftTimes(SCHOOL_HOURS)} on school ` +
          `days): ${WHO} may work only outside school hours.`,
      });
    }
    const outside = [
      start < earliest ? `starts before ${formatClock(limits.earliest)}` : '',
      end > latest ? `ends after ${formatClock(latestClock)}` : '',
    ].filter(Boolean);
    if (outside.length > 0) {
      conflicts.push({
        rule: 'time-of-day',
        day: shift.day,
        message:
          `${shiftWords(shift)} ${outside.join(' and ')}: ` +
          `${WHO} may work only between ${formatClock(limits.earliest)} and ` +
          `${formatClock(limits.latest)}, or ${formatClock(limits.latestInSummer)} from June 1 ` +
          `through Labor Day.`,
      });
    }
  }
  for (const day of WEEKDAYS) {
    const minutes = dayMinutes(shifts, day);
    const schoolDay = schoolWeek && SCHOOL_DAYS.includes(day);
    const limit = schoolDay ? limits.schoolDayMinutes : limits.nonSchoolDayMinutes;
    if (minutes > limit) {
      conflicts.push({
        rule: schoolDay ? 'school-day-hours' : 'non-school-day-hours',
        day,
        message:
          `${WEEKDAY_LABELS[day]} has ${formatDuration(minutes)} of work: on a ` +
          `${schoolDay ? 'school day' : 'day without school'} ${WHO} may work at most ` +
          `${formatDuration(limit)}.`,
      });
    }
  }
  const week = shifts.reduce((sum, shift) => sum + shiftMinutes(shift), 0);
  const weekLimit = schoolWeek ? limits.schoolWeekMinutes : limits.nonSchoolWeekMinutes;
  if (week > weekLimit) {
    conflicts.push({
      rule: schoolWeek ? 'school-week-hours' : 'non-school-week-hours',
      message:
        `The week has ${formatDuration(week)} of work: in a ` +
        `${schoolWeek ? 'school week' : 'week without school'} ${WHO} may work at most ` +
        `${formatDuration(weekLimit)}.`,
    });
  }
  return conflicts;
}

/**
 * Every way the shifts break the federal hours rules for 14- and 15-year-olds (§ 570.35(a)).
 * A summer-only job is checked as weeks without school, evenings until 9 p.m.; a job worked in
 * the school year (or all year, whose school weeks are the stricter) as school weeks: Monday to
 * Friday are school days, Saturday and Sunday days without school, evenings until 7 p.m.
 */
export function youngWorkerConflicts(schedule: WorkSchedule): HoursConflict[] {
  return weekConflicts(schedule.shifts, schedule.season !== 'summer');
}

/**
 * "Hours fit the rules for 14–15-year-olds": the job lists its shifts and none breaks a rule.
 * Hours to be arranged cannot be checked, so a job with no shifts does not qualify.
 */
export function fitsYoungWorkerHours(schedule: WorkSchedule): boolean {
  return schedule.shifts.length > 0 && youngWorkerConflicts(schedule).length === 0;
}

/** A job open to 14- or 15-year-olds: its minimum age is below 16. */
export function opensToYoungWorkers(minimumAge: number): boolean {
  return minimumAge < 16;
}

/** Duties the rules close to workers under an age, in a kind of business. */
export interface Hazard {
  /** Closed to workers younger than this. */
  under: 16 | 18;
  duty: string;
  source: string;
}

const DRIVING: Hazard = {
  under: 18,
  duty: 'Driving a car or truck on public roads as part of the job',
  source: 'Hazardous Occupations Order 2, 29 CFR 570.52',
};
const LADDERS: Hazard = {
  under: 16,
  duty: 'Work on ladders or scaffolds',
  source: '29 CFR 570.33',
};
const COOKING: Hazard = {
  under: 16,
  duty:
    'Baking, and cooking other than with electric or gas grills without open flames and deep ' +
    'fryers that raise and lower their baskets by themselves',
  source: '29 CFR 570.34(c)',
};
const MEAT_SLICERS: Hazard = {
  under: 18,
  duty: 'Power-driven meat and food slicers, grinders and choppers',
  source: 'Hazardous Occupations Order 10, 29 CFR 570.61',
};
const BAKERY_MACHINES: Hazard = {
  under: 18,
  duty: 'Power-driven bakery mixers and dough machines',
  source: 'Hazardous Occupations Order 11, 29 CFR 570.62',
};

/** What each kind of business most often asks that the rules close to the young. */
export const CATEGORY_HAZARDS: Partial<Record<BusinessCategoryCode, readonly Hazard[]>> = {
  restaurant: [COOKING, MEAT_SLICERS, BAKERY_MACHINES],
  hospitality: [COOKING, MEAT_SLICERS, BAKERY_MACHINES, LADDERS],
  retail: [
    {
      under: 16,
      duty: 'Loading or unloading trucks, and work in freezers or meat coolers',
      source: '29 CFR 570.33',
    },
    LADDERS,
    MEAT_SLICERS,
    {
      under: 18,
      duty: 'Loading or running paper balers and box compactors',
      source: 'Hazardous Occupations Order 12, 29 CFR 570.63',
    },
    DRIVING,
  ],
  homeyard: [
    {
      under: 16,
      duty: 'Power-driven lawn mowers, trimmers, edgers and other outdoor power equipment',
      source: '29 CFR 570.33',
    },
    LADDERS,
    {
      under: 18,
      duty: 'Roofing, and any work on or about a roof',
      source: 'Hazardous Occupations Order 16, 29 CFR 570.67',
    },
    {
      under: 18,
      duty: 'Power-driven circular saws, chain saws and band saws',
      source: 'Hazardous Occupations Order 14, 29 CFR 570.65',
    },
    DRIVING,
  ],
  events: [
    LADDERS,
    {
      under: 18,
      duty: 'Forklifts and other power-driven hoisting equipment',
      source: 'Hazardous Occupations Order 7, 29 CFR 570.58',
    },
    DRIVING,
  ],
};

/**
 * The duties of a kind of business that a job's youngest workers may not do: those closed to
 * under-16s and under-18s for a job open at 14 or 15, those closed to under-18s at 16 or 17,
 * none from 18.
 */
export function hazardsForAge(category: BusinessCategoryCode, minimumAge: number): Hazard[] {
  return (CATEGORY_HAZARDS[category] ?? []).filter((hazard) => minimumAge < hazard.under);
}
