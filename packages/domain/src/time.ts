import { isIsoDate } from './validation/patterns';

// Dates reach the SPA as ISO 8601 UTC text (DESIGN §4); these helpers turn them into what a
// person reads. Anything that is not such a date reads "Unknown" rather than a wrong time.

const ISO_START = /^\d{4}-\d{2}-\d{2}/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toTime(iso: string | null | undefined): number {
  if (!iso || !ISO_START.test(iso)) return Number.NaN;
  return Date.parse(iso);
}

/**
 * "45s ago", "5m ago", "3h ago", "29d ago", "2mo ago", "1y ago" (SPEC §2 My Applications:
 * units change at 60 s, 60 min, 24 h, 30 d and 12 mo; a month counts 30 days). A time
 * slightly ahead of `now` (clock skew) reads "0s ago".
 */
export function formatRelativeTime(
  iso: string | null | undefined,
  now: Date | number = Date.now(),
): string {
  const then = toTime(iso);
  if (Number.isNaN(then)) return 'Unknown';
  const seconds = Math.max(0, Math.floor((Number(now) - then) / 1000));
  if (seconds < 60) return `${seconds}s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 30) return `${days}d ago`;
  const months = Math.floor(days / 30);
  if (months < 12) return `${months}mo ago`;
  return `${Math.max(1, Math.floor(days / 365))}y ago`;
}

// Building a formatter costs far more than using one (a server renders many dates a page).
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone,
    });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * "Nov 20, 2026". A timestamp shows its day in `timeZone` (the reader's own by default); a
 * bare YYYY-MM-DD is a calendar day and shows as written wherever the reader is.
 */
export function formatPostedDate(iso: string | null | undefined, timeZone?: string): string {
  const time = toTime(iso);
  if (Number.isNaN(time)) return 'Unknown';
  const dateOnly = iso !== null && iso !== undefined && DATE_ONLY.test(iso);
  return dateFormat(dateOnly ? 'UTC' : timeZone).format(time);
}

function calendarDay(value: Date | string): [number, number, number] | null {
  if (typeof value === 'string') {
    if (!isIsoDate(value)) return null;
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return [y, m, d];
  }
  if (Number.isNaN(value.getTime())) return null;
  return [value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate()];
}

/**
 * Whole years of age on a day (a YYYY-MM-DD, or the UTC day of a Date), for the job's
 * minimum-age check; null when either date is not a real day. Someone born on 29 February
 * turns a year older on 1 March in other years.
 */
export function ageOn(dateOfBirth: string, on: Date | string = new Date()): number | null {
  const born = calendarDay(dateOfBirth);
  const day = calendarDay(on);
  if (!born || !day) return null;
  const [by, bm, bd] = born;
  const [y, m, d] = day;
  const beforeBirthday = m < bm || (m === bm && d < bd);
  return y - by - (beforeBirthday ? 1 : 0);
}

/**
 * The day (YYYY-MM-DD) someone born on `dateOfBirth` turns `age`, as ageOn counts it (a 29
 * February birthday falls on 1 March in other years); null for a date that is not a real day.
 */
export function dayOfAge(dateOfBirth: string, age: number): string | null {
  const born = calendarDay(dateOfBirth);
  if (!born) return null;
  const [by, bm, bd] = born;
  const day = new Date(Date.UTC(by + age, bm - 1, bd));
  return day.toISOString().slice(0, 10);
}
