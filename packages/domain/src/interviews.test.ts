import { describe, expect, it } from 'vitest';
import {
  INTERVIEW_MESSAGES,
  interviewProposalSchema,
  messageInputSchema,
  slotTimeProblem,
} from './interviews';

const proposal = (overrides: Record<string, unknown> = {}) => ({
  format: 'in_person',
  location: '12 Main St, Durham, NC 27701',
  time_zone: 'America/New_York',
  slots: [{ date: '2026-12-01', start_time: '15:00', length_minutes: 30 }],
  ...overrides,
});

const messagesOf = (value: unknown) => {
  const result = interviewProposalSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('an interview proposal', () => {
  it('takes one to three times, each with a known length', () => {
    expect(messagesOf(proposal())).toEqual([]);
    expect(messagesOf(proposal({ slots: [] }))).toEqual([INTERVIEW_MESSAGES.slotsCount]);
    const slot = { date: '2026-12-01', start_time: '15:00', length_minutes: 30 };
    const four = [1, 2, 3, 4].map((day) => ({ ...slot, date: `2026-12-0${day}` }));
    expect(messagesOf(proposal({ slots: four }))).toEqual([INTERVIEW_MESSAGES.slotsCount]);
    expect(messagesOf(proposal({ slots: [{ ...slot, length_minutes: 600 }] }))).toEqual([
      INTERVIEW_MESSAGES.lengthRequired,
    ]);
    expect(messagesOf(proposal({ slots: [{ ...slot, start_time: '25:00' }] }))).toEqual([
      INTERVIEW_MESSAGES.startTimeRequired,
    ]);
    expect(messagesOf(proposal({ slots: [slot, { ...slot }] }))).toEqual([
      INTERVIEW_MESSAGES.slotsRepeated,
    ]);
  });

  it('needs a link for a video call, a number for a phone call and a known zone', () => {
    expect(messagesOf(proposal({ format: 'video', location: 'javascript:alert(1)' }))).toEqual([
      INTERVIEW_MESSAGES.linkRequired,
    ]);
    expect(
      messagesOf(proposal({ format: 'video', location: 'https://meet.example.com/x' })),
    ).toEqual([]);
    expect(messagesOf(proposal({ format: 'phone', location: 'call me' }))).toEqual([
      INTERVIEW_MESSAGES.phoneRequired,
    ]);
    expect(messagesOf(proposal({ time_zone: 'Europe/Paris' }))).toEqual([
      INTERVIEW_MESSAGES.timeZoneRequired,
    ]);
    expect(messagesOf(proposal({ location: '   ' }))).toEqual([INTERVIEW_MESSAGES.addressRequired]);
  });

  it('offers only times to come, within a year, that the clocks do show', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const zone = 'America/New_York';
    expect(slotTimeProblem({ date: '2026-11-25', start_time: '06:59' }, zone, now)).toBe(
      INTERVIEW_MESSAGES.slotPast,
    );
    expect(slotTimeProblem({ date: '2026-11-25', start_time: '07:01' }, zone, now)).toBeNull();
    expect(slotTimeProblem({ date: '2027-11-26', start_time: '10:00' }, zone, now)).toBe(
      INTERVIEW_MESSAGES.slotTooFar,
    );
    expect(slotTimeProblem({ date: '2027-03-14', start_time: '02:15' }, zone, now)).toBe(
      INTERVIEW_MESSAGES.slotMissing,
    );
  });
});

describe('a message', () => {
  it('is plain text of 1 to 2,000 characters', () => {
    expect(messageInputSchema.safeParse({ body: '  Hi!  ' }).data).toEqual({ body: 'Hi!' });
    expect(messageInputSchema.safeParse({ body: '   ' }).error?.issues[0]?.message).toBe(
      INTERVIEW_MESSAGES.messageRequired,
    );
    expect(messageInputSchema.safeParse({ body: 'x'.repeat(2001) }).success).toBe(false);
  });
});
