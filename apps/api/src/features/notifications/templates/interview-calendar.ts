import { INTERVIEW_FORMAT_LABELS } from '@firstshift/domain';
import type { InterviewFacts } from '../../../lib/notices';
import type { CalendarInvitation } from '../../../lib/mail/outbox.repository';

// The iCalendar invitation of an agreed interview (RFC 5545, with the iTIP methods of RFC 5546):
// one UID per interview, so that every calendar updates the same event, and a SEQUENCE that
// grows at each move and at the cancellation, so that the newest one wins. Times are written in
// UTC, which every calendar reads and shows in its owner's zone.

const CRLF = '\r\n';

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT. */
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** A parameter value (a name in CN=…): quoted, without the quotes it cannot hold. */
const param = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

/** RFC 5545 §3.1: lines longer than 75 octets are folded, never inside a UTF-8 character. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    // Step back off a continuation byte (10xxxxxx) so that a character stays whole.
    while (end < bytes.length && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
    limit = 74; // the leading space of a continuation line counts
  }
  return parts.join(`${CRLF} `);
}

const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The host of `origin`, for UIDs that are unique to this board. */
const hostOf = (origin: string) => {
  try {
    return new URL(origin).hostname || 'firstshift.local';
  } catch {
    return 'firstshift.local';
  }
};

export function interviewUid(interviewId: number, origin: string): string {
  return `interview-${interviewId}@${hostOf(origin)}`;
}

/** The invitation (REQUEST) or its withdrawal (CANCEL) of `interview`, sent to both sides. */
export function interviewCalendar(
  interview: InterviewFacts,
  method: CalendarInvitation['method'],
  origin: string,
  link: string,
  now: Date = new Date(),
): CalendarInvitation {
  const startsAt = interview.startsAt ?? now.toISOString();
  const endsAt = new Date(
    Date.parse(startsAt) + (interview.lengthMinutes ?? 30) * 60_000,
  ).toISOString();
  const how = INTERVIEW_FORMAT_LABELS[interview.format];
  const description = [
    `${how} interview for ${interview.jobTitle} at ${interview.companyName} with ${interview.applicant.name}.`,
    interview.format === 'in_person'
      ? `Address: ${interview.location}`
      : `${how}: ${interview.location}`,
    ...(interview.note ? ['', interview.note] : []),
    '',
    `Details and messages: ${link}`,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//FirstShift//Interviews//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${interviewUid(interview.id, origin)}`,
    `SEQUENCE:${interview.sequence}`,
    `DTSTAMP:${stamp(now.toISOString())}`,
    `DTSTART:${stamp(startsAt)}`,
    `DTEND:${stamp(endsAt)}`,
    `SUMMARY:${text(`Interview: ${interview.jobTitle} at ${interview.companyName}`)}`,
    `LOCATION:${text(interview.location)}`,
    `DESCRIPTION:${text(description)}`,
    `URL:${link}`,
    `ORGANIZER;CN=${param(interview.business.name)}:mailto:${interview.business.email}`,
    `ATTENDEE;CN=${param(interview.applicant.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${interview.applicant.email}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return { method, content: lines.map(fold).join(CRLF) + CRLF };
}
