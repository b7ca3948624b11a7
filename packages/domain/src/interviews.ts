import { z } from 'zod';
import { INTERVIEW_TIME_ZONE_IDS, zonedTimeToUtc } from './interview-time';
import { optionalTextField, requiredLineField, requiredTextField } from './validation/fields';
import { isIsoDate } from './validation/patterns';

// Interviews and the messages of an application (docs/decisions/034): what a business proposes,
// how the applicant answers, and what both sides read. Shared by the API, which enforces it,
// and the SPA's forms, which say the same thing before anything is sent.

export const INTERVIEW_FORMATS = ['in_person', 'video', 'phone'] as const;
export type InterviewFormat = (typeof INTERVIEW_FORMATS)[number];

export const INTERVIEW_FORMAT_LABELS: Record<InterviewFormat, string> = {
  in_person: 'In person',
  video: 'Video call',
  phone: 'Phone call',
};

export const INTERVIEW_STATUSES = ['proposed', 'confirmed', 'declined', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const INTERVIEW_LENGTHS = [15, 30, 45, 60, 90, 120] as const;
export const MAX_INTERVIEW_SLOTS = 3;
/** How far ahead an interview may be: a year. */
export const INTERVIEW_HORIZON_DAYS = 365;
export const MESSAGE_MAX_LENGTH = 2000;
export const NOTE_MAX_LENGTH = 1000;

export const INTERVIEW_MESSAGES = {
  formatRequired: 'Choose how the interview happens',
  addressRequired: 'Enter the address of the interview',
  linkRequired: 'Enter the link to the video call, starting with https://',
  phoneRequired: 'Enter the phone number to call',
  timeZoneRequired: 'Choose a time zone',
  dateRequired: 'Choose a date',
  startTimeRequired: 'Choose a start time',
  lengthRequired: 'Choose how long it lasts',
  slotsCount: 'Offer one, two or three times',
  slotsRepeated: 'Two of the times are the same: change one',
  slotPast: 'Choose a time in the future',
  slotTooFar: 'Choose a date within the next year',
  slotMissing: 'That time does not exist on that day (the clocks change): choose another time',
  slotRequired: 'Choose one of the times',
  messageRequired: 'Write a message',
} as const;

const HTTPS_LINK = /^https:\/\/[^\s/$.?#][^\s]*$/i;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One time offered: a day and a start as the business's clocks read them, and a length. */
export const interviewSlotInputSchema = z.object({
  date: z
    .string({ error: INTERVIEW_MESSAGES.dateRequired })
    .refine(isIsoDate, { error: INTERVIEW_MESSAGES.dateRequired }),
  start_time: z
    .string({ error: INTERVIEW_MESSAGES.startTimeRequired })
    .regex(TIME, { error: INTERVIEW_MESSAGES.startTimeRequired }),
  length_minutes: z
    .number({ error: INTERVIEW_MESSAGES.lengthRequired })
    .int({ error: INTERVIEW_MESSAGES.lengthRequired })
    .refine((minutes) => (INTERVIEW_LENGTHS as readonly number[]).includes(minutes), {
      error: INTERVIEW_MESSAGES.lengthRequired,
    }),
});
export type InterviewSlotInput = z.infer<typeof interviewSlotInputSchema>;

const timeZoneField = z.enum(INTERVIEW_TIME_ZONE_IDS, {
  error: INTERVIEW_MESSAGES.timeZoneRequired,
});

/** Where the interview happens, checked against how it happens. */
const placeFields = {
  format: z.enum(INTERVIEW_FORMATS, { error: INTERVIEW_MESSAGES.formatRequired }),
  location: requiredLineField(INTERVIEW_MESSAGES.addressRequired, 300),
  note: optionalTextField(NOTE_MAX_LENGTH),
};

function checkPlace(
  value: { format: InterviewFormat; location: string },
  issues: z.core.$RefinementCtx,
) {
  if (value.format === 'video' && !HTTPS_LINK.test(value.location)) {
    issues.addIssue({
      code: 'custom',
      path: ['location'],
      message: INTERVIEW_MESSAGES.linkRequired,
    });
  }
  if (value.format === 'phone' && !/\d{3}/.test(value.location)) {
    issues.addIssue({
      code: 'custom',
      path: ['location'],
      message: INTERVIEW_MESSAGES.phoneRequired,
    });
  }
}

/** POST /applications/{id}/interview: the business proposes one to three times. */
export const interviewProposalSchema = z
  .object({
    ...placeFields,
    time_zone: timeZoneField,
    slots: z
      .array(interviewSlotInputSchema, { error: INTERVIEW_MESSAGES.slotsCount })
      .min(1, { error: INTERVIEW_MESSAGES.slotsCount })
      .max(MAX_INTERVIEW_SLOTS, { error: INTERVIEW_MESSAGES.slotsCount }),
  })
  .superRefine((value, issues) => {
    checkPlace(value, issues);
    const starts = value.slots.map((slot) => `${slot.date} ${slot.start_time}`);
    const repeated = starts.findIndex((start, index) => starts.indexOf(start) !== index);
    if (repeated >= 0) {
      issues.addIssue({
        code: 'custom',
        path: ['slots', repeated, 'start_time'],
        message: INTERVIEW_MESSAGES.slotsRepeated,
      });
    }
  });
export type InterviewProposal = z.infer<typeof interviewProposalSchema>;

/** POST /applications/{id}/interview/move: the business moves a confirmed interview. */
export const interviewMoveSchema = interviewSlotInputSchema.extend({
  message: optionalTextField(NOTE_MAX_LENGTH),
});
export type InterviewMove = z.infer<typeof interviewMoveSchema>;

/** POST /applications/{id}/interview/accept. */
export const interviewAcceptSchema = z.object({
  slot_id: z
    .number({ error: INTERVIEW_MESSAGES.slotRequired })
    .int({ error: INTERVIEW_MESSAGES.slotRequired }),
});

/** Decline, cancel, or ask for another time: an optional word to the other side. */
export const interviewAnswerSchema = z.object({ message: optionalTextField(NOTE_MAX_LENGTH) });
export type InterviewAnswer = z.infer<typeof interviewAnswerSchema>;

/**
 * What is wrong with a time offered in `timeZone`, seen at `now`; null when it can be offered.
 * The form says it before sending, the API again.
 */
export function slotTimeProblem(
  slot: Pick<InterviewSlotInput, 'date' | 'start_time'>,
  timeZone: string,
  now: Date,
): string | null {
  const start = zonedTimeToUtc(slot.date, slot.start_time, timeZone);
  if (!start) return INTERVIEW_MESSAGES.slotMissing;
  if (start.getTime() <= now.getTime()) return INTERVIEW_MESSAGES.slotPast;
  if (start.getTime() > now.getTime() + INTERVIEW_HORIZON_DAYS * 86_400_000) {
    return INTERVIEW_MESSAGES.slotTooFar;
  }
  return null;
}

/** POST /applications/{id}/messages. */
export const messageInputSchema = z.object({
  body: requiredTextField(INTERVIEW_MESSAGES.messageRequired, MESSAGE_MAX_LENGTH),
});
export type MessageInput = z.infer<typeof messageInputSchema>;

/** POST /applications/{id}/messages/{messageId}/report. */
export const messageReportSchema = z.object({ reason: optionalTextField(500) });

const isoText = z.string();

export const interviewSlotSchema = z.object({
  id: z.number().int(),
  starts_at: isoText,
  ends_at: isoText,
  length_minutes: z.number().int(),
});
export type InterviewSlot = z.infer<typeof interviewSlotSchema>;

/** The application's interview as both sides see it. */
export const interviewSchema = z.object({
  id: z.number().int(),
  status: z.enum(INTERVIEW_STATUSES),
  format: z.enum(INTERVIEW_FORMATS),
  location: z.string(),
  note: z.string().nullable(),
  time_zone: z.string(),
  /** The times offered, while it is proposed; the chosen one once confirmed. */
  slots: z.array(interviewSlotSchema),
  /** The agreed time, once confirmed. */
  starts_at: isoText.nullable(),
  ends_at: isoText.nullable(),
  /** Set when the applicant asked for another time and the business has not moved it yet. */
  new_time_requested: z.boolean(),
  /** The agreed time has ended: nothing is left to change but the time itself. */
  is_past: z.boolean(),
  updated_at: isoText,
});
export type Interview = z.infer<typeof interviewSchema>;

export const APPLICATION_EVENT_KINDS = [
  'interview_proposed',
  'interview_confirmed',
  'interview_declined',
  'interview_moved',
  'interview_cancelled',
  'interview_new_time_requested',
] as const;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];

export const PARTY_ROLES = ['business', 'applicant'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

/** One change to the interview, in the application's history. */
export const applicationEventSchema = z.object({
  kind: z.enum(APPLICATION_EVENT_KINDS),
  by: z.enum(PARTY_ROLES),
  at: isoText,
  /** The interview's time after the change, when it has one. */
  starts_at: isoText.nullable(),
  message: z.string().nullable(),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

export const applicationMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(PARTY_ROLES),
  sender_name: z.string(),
  body: z.string(),
  sent_at: isoText,
  mine: z.boolean(),
  /** When the other side read it. */
  read_at: isoText.nullable(),
  /** The viewer reported it. */
  reported: z.boolean(),
});
export type ApplicationMessage = z.infer<typeof applicationMessageSchema>;

/**
 * GET /applications/{id}/conversation: the application seen by one of its two parties, with
 * its interview, the interview's history and the messages, oldest first.
 */
export const applicationConversationSchema = z.object({
  viewer: z.enum(PARTY_ROLES),
  application: z.object({
    id: z.number().int(),
    job_id: z.number().int().nullable(),
    job_title: z.string(),
    company_name: z.string(),
    applicant_name: z.string(),
    status: z.string(),
    applied_at: isoText,
    /** Why nothing more can be written (job deleted, application closed); null while open. */
    closed_reason: z.string().nullable(),
    /** The job's address: where an interview in person happens unless the business says. */
    job_address: z.string().nullable(),
    /** The zone of the business's own state: its proposals' default. */
    default_time_zone: z.enum(INTERVIEW_TIME_ZONE_IDS),
  }),
  interview: interviewSchema.nullable(),
  /** The business may propose an interview now (none pending or confirmed, application open). */
  can_propose: z.boolean(),
  /** Links in messages and notes stay plain text (the applicant is under 18). */
  links_plain: z.boolean(),
  events: z.array(applicationEventSchema),
  messages: z.array(applicationMessageSchema),
});
export type ApplicationConversation = z.infer<typeof applicationConversationSchema>;

/** A list row's interview in play: proposed and waiting for the applicant, or agreed. */
export const interviewInPlaySchema = z
  .object({ status: z.enum(['proposed', 'confirmed']), starts_at: isoText.nullable() })
  .nullable();

/** One row of GET /interviews/upcoming. */
export const upcomingInterviewSchema = z.object({
  application_id: z.number().int(),
  job_title: z.string(),
  company_name: z.string(),
  applicant_name: z.string(),
  starts_at: isoText,
  ends_at: isoText,
  time_zone: z.string(),
  format: z.enum(INTERVIEW_FORMATS),
  location: z.string(),
});
export type UpcomingInterview = z.infer<typeof upcomingInterviewSchema>;
export const upcomingInterviewsSchema = z.object({ interviews: z.array(upcomingInterviewSchema) });
