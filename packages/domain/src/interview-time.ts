import type { StateCode } from './constants';

// Interview times (docs/decisions/034). A business proposes a time as a person says it, "Tuesday
// Dec 1 at 3:00 PM" in its own town; it is stored as a UTC instant beside the time zone it was
// meant in, so that every reader sees it in their own zone and a calendar gets it right across
// a daylight-saving change. Only Intl is used: the zones' rules come with the JavaScript engine.

/** The US time zones a business chooses from, with how people name them. */
export const INTERVIEW_TIME_ZONES = [
  { id: 'America/New_York', label: 'Eastern Time' },
  { id: 'America/Chicago', label: 'Central Time' },
  { id: 'America/Denver', label: 'Mountain Time' },
  { id: 'America/Phoenix', label: 'Mountain Time (Arizona)' },
  { id: 'America/Los_Angeles', label: 'Pacific Time' },
  { id: 'America/Anchorage', label: 'Alaska Time' },
  { id: 'Pacific/Honolulu', label: 'Hawaii Time' },
] as const;
export type InterviewTimeZone = (typeof INTERVIEW_TIME_ZONES)[number]['id'];
export const INTERVIEW_TIME_ZONE_IDS = INTERVIEW_TIME_ZONES.map((zone) => zone.id) as [
  InterviewTimeZone,
  ...InterviewTimeZone[],
];

const EASTERN: StateCode[] = ['CT', 'DE', 'FL', 'GA', 'IN', 'KY', 'ME', 'MD', 'MA', 'MI', 'NH'];
const EASTERN_TOO: StateCode[] = ['NJ', 'NY', 'NC', 'OH', 'PA', 'RI', 'SC', 'VT', 'VA', 'WV'];
const CENTRAL: StateCode[] = ['AL', 'AR', 'IL', 'IA', 'KS', 'LA', 'MN', 'MS', 'MO', 'NE', 'ND'];
const CENTRAL_TOO: StateCode[] = ['OK', 'SD', 'TN', 'TX', 'WI'];
const MOUNTAIN: StateCode[] = ['CO', 'ID', 'MT', 'NM', 'UT', 'WY'];
const PACIFIC: StateCode[] = ['CA', 'NV', 'OR', 'WA'];

/**
 * The zone most of a state keeps (a few states span two: the business can pick the other one).
 * Arizona keeps standard time all year, hence its own zone.
 */
export function stateTimeZone(state: string): InterviewTimeZone {
  const code = state as StateCode;
  if (EASTERN.includes(code) || EASTERN_TOO.includes(code)) return 'America/New_York';
  if (CENTRAL.includes(code) || CENTRAL_TOO.includes(code)) return 'America/Chicago';
  if (MOUNTAIN.includes(code)) return 'America/Denver';
  if (PACIFIC.includes(code)) return 'America/Los_Angeles';
  if (code === 'AZ') return 'America/Phoenix';
  if (code === 'AK') return 'America/Anchorage';
  if (code === 'HI') return 'Pacific/Honolulu';
  return 'America/New_York';
}

/** One formatter per time zone for `options`: building one costs far more than using it. */
function formatsByZone(options: Intl.DateTimeFormatOptions) {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string | undefined) => {
    const key = timeZone ?? '';
    let format = formats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
      formats.set(key, format);
    }
    return format;
  };
}

const partsFormat = formatsByZone({
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall-clock date and time in `timeZone` at `instant`: "2026-12-01" and "15:00". */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

function offsetMs(instantMs: number, timeZone: string): number {
  const { date, time } = wallClock(new Date(instantMs), timeZone);
  const seconds = new Date(instantMs).getUTCSeconds();
  return Date.parse(`${date}T${time}:${String(seconds).padStart(2, '0')}Z`) - instantMs;
}

/**
 * The instant at which clocks in `timeZone` read `date` ("YYYY-MM-DD") and `time` ("HH:MM");
 * null when they never do (the hour skipped when the clocks go forward). In the hour that
 * happens twice when they go back, the first one.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date | null {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  const earlier = asUtc - offsetMs(asUtc - 12 * 3_600_000, timeZone);
  const later = asUtc - offsetMs(asUtc + 12 * 3_600_000, timeZone);
  for (const candidate of [Math.min(earlier, later), Math.max(earlier, later)]) {
    const clock = wallClock(new Date(candidate), timeZone);
    if (clock.date === date && clock.time === time) return new Date(candidate);
  }
  return null;
}

const readableFormat = formatsByZone({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "Tue, Dec 1, 2026, 3:00 PM EST": an instant as read in `timeZone` (the reader's by default). */
export function formatInterviewTime(iso: string, timeZone?: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return 'Unknown';
  return readableFormat(timeZone).format(instant);
}

/** "30 minutes", "1 hour", "1 hour 30 minutes". */
export function formatInterviewLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours === 0 ? '' : `${hours} hour${hours === 1 ? '' : 's'}`;
  const minuteText = rest === 0 ? '' : `${rest} minutes`;
  return [hourText, minuteText].filter(Boolean).join(' ');
}
