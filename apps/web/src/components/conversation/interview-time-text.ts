import {
  INTERVIEW_TIME_ZONES,
  formatInterviewLength,
  formatInterviewTime,
} from '@firstshift/domain';

/** The reader's own time zone, as the browser knows it. */
export const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const timeZoneLabel = (zone: string) =>
  INTERVIEW_TIME_ZONES.find((z) => z.id === zone)?.label ?? zone;

/**
 * The time where the interview happens, beside the reader's: "4:00 PM PST" on the reader's day,
 * "Wed, Dec 2, 4:00 PM PST" on another (midnight in one zone is the afternoon before in
 * another), with the year when that differs too.
 */
function timeThere(own: string, there: string): string {
  const [ownWeekday, ownDate, ownYear] = own.split(', ');
  const [weekday, date, year, ...rest] = there.split(', ');
  const time = rest.join(', ');
  if (!weekday || !date || !year || !time) return there;
  if (weekday === ownWeekday && date === ownDate && year === ownYear) return time;
  return [weekday, date, ...(year === ownYear ? [] : [year]), time].join(', ');
}

/**
 * "Tue, Dec 1, 2026, 3:00 PM EST · 30 minutes": in the reader's zone (`readerZone`, the
 * browser's by default); when the interview's own zone differs, its time there follows, so
 * nobody has to convert.
 */
export function interviewTimeText(
  startsAt: string,
  minutes: number,
  zone: string,
  readerZone?: string,
): string {
  const own = formatInterviewTime(startsAt, readerZone);
  const there = formatInterviewTime(startsAt, zone);
  const local = own === there ? '' : ` (${timeThere(own, there)} where it happens)`;
  return `${own}${local} · ${formatInterviewLength(minutes)}`;
}
