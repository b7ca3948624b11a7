// A job's hours as shifts: days of the week with a start and an end time (on the job's own
// clocks), when in the year they are worked, whether they can be arranged, and a note. The job
// form takes them, the filters and the rules for young workers (young-workers.ts) read them, and
// cards and the job page say them in plain words. Jobs posted before shifts existed keep their
// free-text schedule and have none. Their schemas live apart (shift-schemas.ts), so that a card
// that only says the shifts in words loads no zod.

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
/** "Mon", "Tue": the first three letters of the day's name. */
const shortDay = (day: Weekday) => WEEKDAY_LABELS[day].slice(0, 3);
/** Monday to Friday: the days school is in session in a school week. */
export const SCHOOL_DAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
export const WEEKEND_DAYS: readonly Weekday[] = ['sat', 'sun'];

/**
 * When in the year the shifts are worked. Summer is June 1 through Labor Day, the season the
 * federal rules for 14- and 15-year-olds name (29 CFR 570.35(a)(6)).
 */
export const SCHEDULE_SEASONS = ['year-round', 'school-year', 'summer'] as const;
export type ScheduleSeason = (typeof SCHEDULE_SEASONS)[number];
export const SCHEDULE_SEASON_LABELS: Record<ScheduleSeason, string> = {
  'year-round': 'All year',
  'school-year': 'School year only',
  summer: 'Summer only (June 1 – Labor Day)',
};

/** Shifts a job may list, and the longest note beside them. */
export const MAX_SHIFTS = 21;
export const MAX_SCHEDULE_NOTE = 300;

/** A time of day as the form and the API write it: "HH:MM", 24-hour. */
export const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of "HH:MM" (24-hour), or undefined for anything else. */
export function clockMinutes(time: string): number | undefined {
  const match = CLOCK.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** One shift: a day of the week and its hours ("HH:MM", 24-hour), ending after it starts. */
export interface Shift {
  day: Weekday;
  start: string;
  end: string;
}

/** A job's hours: its shifts, whether they can be arranged, when in the year, and a note. */
export interface WorkSchedule {
  shifts: Shift[];
  flexible: boolean;
  season: ScheduleSeason;
  note: string;
}

/** A schedule with nothing in it: how the job form's shifts start. */
export function emptyWorkSchedule(): WorkSchedule {
  return { shifts: [], flexible: false, season: 'year-round', note: '' };
}

/** Says something: a shift, flexible hours, a season other than all year, or a note. */
export function hasWorkSchedule(schedule: WorkSchedule): boolean {
  return (
    schedule.shifts.length > 0 ||
    schedule.flexible ||
    schedule.season !== 'year-round' ||
    schedule.note !== ''
  );
}

/** Minutes from start to end of a shift (0 for times that do not parse). */
export function shiftMinutes(shift: Shift): number {
  const start = clockMinutes(shift.start);
  const end = clockMinutes(shift.end);
  return start === undefined || end === undefined ? 0 : Math.max(0, end - start);
}

/** The indexes of shifts that overlap an earlier-listed shift of the same day. */
export function overlappingShifts(shifts: readonly Shift[]): number[] {
  const overlapping: number[] = [];
  shifts.forEach((shift, index) => {
    const start = clockMinutes(shift.start) ?? 0;
    const end = clockMinutes(shift.end) ?? 0;
    const clash = shifts.slice(0, index).some((earlier) => {
      if (earlier.day !== shift.day) return false;
      return start < (clockMinutes(earlier.end) ?? 0) && (clockMinutes(earlier.start) ?? 0) < end;
    });
    if (clash) overlapping.push(index);
  });
  return overlapping;
}

/** The shifts in week order (Monday first), each day's by start time. */
export function sortedShifts(shifts: readonly Shift[]): Shift[] {
  return [...shifts].sort(
    (a, b) =>
      WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) ||
      (clockMinutes(a.start) ?? 0) - (clockMinutes(b.start) ?? 0),
  );
}

/** "3:30 pm", "9 am", "12 pm" from "15:30", "09:00", "12:00". */
export function formatClock(time: string): string {
  const minutes = clockMinutes(time);
  if (minutes === undefined) return time;
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`} ${hour < 12 ? 'am' : 'pm'}`;
}

/** "3:30–6:30 pm", "9 am–1 pm": one shift's times, the half of the day said once when shared. */
export function formatShiftTimes(shift: Pick<Shift, 'start' | 'end'>): string {
  const start = formatClock(shift.start);
  const end = formatClock(shift.end);
  const half = (text: string) => text.slice(-2);
  return half(start) === half(end) ? `${start.slice(0, -3)}–${end}` : `${start}–${end}`;
}

/** "Mon–Fri", "Sat, Sun", "Mon, Wed, Fri": days in week order, runs of three or more joined. */
export function formatDays(days: readonly Weekday[]): string {
  const ordered = WEEKDAYS.filter((day) => days.includes(day));
  const runs: Weekday[][] = [];
  for (const day of ordered) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && WEEKDAYS.indexOf(day) === WEEKDAYS.indexOf(last) + 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${shortDay(run[0] as Weekday)}–${shortDay(run.at(-1) as Weekday)}`]
        : run.map(shortDay),
    )
    .join(', ');
}

/**
 * The shifts in plain words, days with the same hours said together, e.g.
 * "Mon–Fri 3:30–6:30 pm; Sat 9 am–1 pm". Empty when there are no shifts.
 */
export function describeShifts(shifts: readonly Shift[]): string {
  const byTimes = new Map<string, { times: string; days: Weekday[]; first: number }>();
  for (const shift of sortedShifts(shifts)) {
    const times = formatShiftTimes(shift);
    const key = `${shift.start}-${shift.end}`;
    const group = byTimes.get(key);
    if (group) {
      if (!group.days.includes(shift.day)) group.days.push(shift.day);
    } else {
      byTimes.set(key, { times, days: [shift.day], first: WEEKDAYS.indexOf(shift.day) });
    }
  }
  // Each group where its first day falls in the week, a day's earlier shift first.
  return [...byTimes.values()]
    .sort((a, b) => a.first - b.first)
    .map((group) => `${formatDays(group.days)} ${group.times}`)
    .join('; ');
}

/**
 * The whole schedule in plain words: the shifts, when in the year, whether they can be
 * arranged, and the note, e.g. "Mon–Fri 3:30–6:30 pm · Summer only · Flexible".
 */
export function describeSchedule(schedule: WorkSchedule): string {
  return [
    describeShifts(schedule.shifts),
    schedule.season === 'year-round' ? '' : SCHEDULE_SEASON_LABELS[schedule.season],
    schedule.flexible ? 'Flexible hours' : '',
    schedule.note,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The schedule as a job's card says it: the shifts, their season and whether the hours can be
 * arranged, without the note; empty for a schedule without shifts.
 */
export function describeScheduleBriefly(schedule: WorkSchedule): string {
  const shifts = describeShifts(schedule.shifts);
  if (!shifts) return '';
  return [
    shifts,
    schedule.season === 'year-round' ? '' : SCHEDULE_SEASON_LABELS[schedule.season],
    schedule.flexible ? 'Flexible hours' : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Some of the work falls on a Saturday or a Sunday. */
export function worksWeekends(schedule: WorkSchedule): boolean {
  return schedule.shifts.some((shift) => WEEKEND_DAYS.includes(shift.day));
}

/** The hour after which school is out: the filter "after 3 pm on school days". */
export const AFTER_SCHOOL_FROM = '15:00';

/**
 * Every shift on a school day (Monday to Friday) starts at 3 pm or later, and there is at least
 * one: the job fits around the school day. Summer-only jobs have no school days.
 */
export function afterThreeOnSchoolDays(schedule: WorkSchedule): boolean {
  if (schedule.season === 'summer') return false;
  const schoolDays = schedule.shifts.filter((shift) => SCHOOL_DAYS.includes(shift.day));
  const from = clockMinutes(AFTER_SCHOOL_FROM) ?? 0;
  return (
    schoolDays.length > 0 && schoolDays.every((shift) => (clockMinutes(shift.start) ?? 0) >= from)
  );
}

/** Worked only between June 1 and Labor Day. */
export function summerOnly(schedule: WorkSchedule): boolean {
  return schedule.season === 'summer';
}

/** The job search's filters on the shifts (decision 069), as the query names them. */
export const SHIFT_FILTERS = [
  { key: 'weekends', label: 'Weekends' },
  { key: 'afterThree', label: 'After 3 pm on school days' },
  { key: 'summerOnly', label: 'Summer only' },
  { key: 'youngHours', label: 'Hours fit ages 14–15' },
] as const;
export type ShiftFilter = (typeof SHIFT_FILTERS)[number]['key'];
