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
 * "Tue, Dec 1, 2026, 3:00 PM EST · 30 minutes": in the reader's zone; when the interview's own
 * zone differs, its time there follows, so nobody has to convert.
 */
export function interviewTimeText(startsAt: string, minutes: number, zone: string): string {
  const own = formatInterviewTime(startsAt);
  const there = formatInterviewTime(startsAt, zone);
  const local = own === there ? '' : ` (${there.split(', ').at(-1) ?? there} where it happens)`;
  return `${own}${local} · ${formatInterviewLength(minutes)}`;
}
