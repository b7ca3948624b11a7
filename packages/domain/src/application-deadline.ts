import { formatPostedDate } from './time';

// A job's application deadline is a calendar day (YYYY-MM-DD) with no time zone of its own: the
// business means "until the end of that day". Applications are taken until that day has ended
// everywhere ("anywhere on Earth", UTC−12), so that nobody, wherever they or the job are, finds
// a job closed while its last day is still running for them (docs/decisions/081).

const HOUR_MS = 60 * 60_000;

/** The UTC offset of the last place on Earth to finish a day: UTC−12. */
const LAST_DAY_OFFSET_HOURS = -12;

/** The earliest calendar day that is today somewhere on Earth (YYYY-MM-DD). */
export function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + LAST_DAY_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);
}

/** Whether a job with this deadline has stopped taking applications; no deadline never does. */
export function deadlinePassed(
  deadline: string | null | undefined,
  now: Date = new Date(),
): boolean {
  return Boolean(deadline) && (deadline as string) < earliestToday(now);
}

/** The moment the last place on Earth finishes the deadline day (schema.org's validThrough). */
export function deadlineEnd(deadline: string): string {
  return `${deadline}T23:59:59-12:00`;
}

/** "Applications closed on Jun 1, 2027." — a job's page and a refused application say it. */
export function applicationsClosedMessage(deadline: string): string {
  return `Applications for this job closed on ${formatPostedDate(deadline)}.`;
}

/** What the job form says of a deadline that has already passed, for a job going on the board. */
export const DEADLINE_PASSED_FIELD_MESSAGE =
  'This day has passed. Choose today or a later day, or leave the deadline empty.';
