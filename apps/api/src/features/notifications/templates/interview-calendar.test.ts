import { zonedTimeToUtc } from '@firstshift/domain';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { InterviewFacts } from '../../../lib/notices';
import { interviewCalendar } from './interview-calendar';

const ZONE = 'America/New_York';

function facts(
  date: string,
  time: string,
  overrides: Partial<InterviewFacts> = {},
): InterviewFacts {
  return {
    id: 42,
    applicationId: 7,
    jobTitle: 'Bookshop Helper, weekends',
    companyName: 'Rose City Books; Café',
    business: { id: 1, name: 'Rose City "Books"', email: 'hiring@rose.example' },
    applicant: { id: 2, name: 'Maya Lopez', email: 'maya@example.test' },
    format: 'in_person',
    location: '12 Main St, Durham, NC 27701',
    note: 'Bring a photo ID.\nAsk for Dana.',
    timeZone: ZONE,
    startsAt: zonedTimeToUtc(date, time, ZONE)?.toISOString() ?? null,
    lengthMinutes: 45,
    slots: [],
    sequence: 3,
    wasConfirmed: true,
    ...overrides,
  };
}

function parsed(interview: InterviewFacts, method: 'REQUEST' | 'CANCEL' = 'REQUEST') {
  const { content } = interviewCalendar(
    interview,
    method,
    'https://jobs.example.test',
    'https://jobs.example.test/x',
  );
  const calendar = new ICAL.Component(ICAL.parse(content) as unknown[]);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  return { content, calendar, event };
}

describe('the invitation of an interview', () => {
  it('keeps 3 PM in New York on either side of the end of daylight saving time', () => {
    // Clocks go back on 2026-11-01: 3 PM is 19:00 UTC before, 20:00 UTC after.
    const before = parsed(facts('2026-10-30', '15:00')).event;
    const after = parsed(facts('2026-11-02', '15:00')).event;
    expect(before.startDate.toJSDate().toISOString()).toBe('2026-10-30T19:00:00.000Z');
    expect(after.startDate.toJSDate().toISOString()).toBe('2026-11-02T20:00:00.000Z');
    expect(after.endDate.toJSDate().toISOString()).toBe('2026-11-02T20:45:00.000Z');
    // And when they go forward on 2027-03-14.
    const spring = parsed(facts('2027-03-15', '15:00')).event;
    expect(spring.startDate.toJSDate().toISOString()).toBe('2027-03-15T19:00:00.000Z');
  });

  it('names the event once and for all, and says who organises and who attends', () => {
    const { event, calendar, content } = parsed(facts('2026-12-01', '10:00'));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe('interview-42@jobs.example.test');
    expect(event.sequence).toBe(3);
    expect(event.summary).toBe('Interview: Bookshop Helper, weekends at Rose City Books; Café');
    expect(event.location).toBe('12 Main St, Durham, NC 27701');
    expect(event.description).toContain('Bring a photo ID.\nAsk for Dana.');
    expect(event.organizer).toBe('mailto:hiring@rose.example');
    expect(event.attendees[0]?.getFirstValue()).toBe('mailto:maya@example.test');
    expect(content.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('cancels the same event with a later sequence', () => {
    const { calendar, event } = parsed(facts('2026-12-01', '10:00', { sequence: 4 }), 'CANCEL');
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe('interview-42@jobs.example.test');
    expect(event.sequence).toBe(4);
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});
