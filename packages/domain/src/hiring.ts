import { z } from 'zod';
import { APPLICATION_STATUSES, AVAILABILITY_OPTIONS, type ApplicationStatus } from './constants';
import { MESSAGE_MAX_LENGTH, interviewInPlaySchema } from './interviews';
import { optionalTextField } from './validation/fields';

// The hiring loop (DESIGN §5): a business reviews the applications to its jobs and moves each
// one along applied → shortlisted → interview_scheduled → accepted, or rejects it at any step
// before accepted. Shared by the API, which enforces it, and the SPA, which offers only the
// moves it allows. An application reaches interview_scheduled when its applicant accepts a
// time the business proposed (docs/decisions/034), never by the business's say alone.

const NEXT_STATUSES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  applied: ['shortlisted', 'rejected'],
  shortlisted: ['rejected'],
  interview_scheduled: ['accepted', 'rejected'],
  accepted: [],
  rejected: [],
};

/** The statuses an application in `status` may move to next. */
export function nextApplicationStatuses(status: ApplicationStatus): readonly ApplicationStatus[] {
  return NEXT_STATUSES[status];
}

/** A stored status as the domain knows it (an unknown value reads as applied). */
export function toApplicationStatus(value: string): ApplicationStatus {
  return APPLICATION_STATUSES.find((status) => status === value) ?? 'applied';
}

/** The business may propose an interview: the application is neither accepted nor rejected. */
export function canProposeInterview(status: ApplicationStatus): boolean {
  return status !== 'accepted' && status !== 'rejected';
}

export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** How the business reads each status (every one readable, SPEC §4 "Shortlisted"). */
export const BUSINESS_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  interview_scheduled: 'Interview Scheduled',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** The button that makes each move (no move leads back to "applied"). */
export const STATUS_ACTION_LABELS: Record<Exclude<ApplicationStatus, 'applied'>, string> = {
  shortlisted: 'Shortlist',
  interview_scheduled: 'Schedule Interview',
  accepted: 'Accept',
  rejected: 'Reject',
};

const applicationStatus = z.enum(APPLICATION_STATUSES);

/**
 * POST /business/applications/{id}/status, with an optional message to the applicant that goes
 * into the application's messages ("Welcome aboard: first shift is Saturday at 9").
 */
export const applicationStatusChangeSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: 'Choose a status' }),
  message: optionalTextField(MESSAGE_MAX_LENGTH),
});
export type ApplicationStatusChange = z.infer<typeof applicationStatusChangeSchema>;

/** One row of GET /business/jobs/{jobId}/applications. */
export const jobApplicationRowSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** The applicant's age today, as on the application itself (decision 082); null if not given. */
  age: z.number().int().nullable(),
  /** ISO 8601 UTC. */
  applied_at: z.string(),
  status: applicationStatus,
  status_changed_at: z.string(),
  /** Not yet opened by the business. */
  is_new: z.boolean(),
  has_resume: z.boolean(),
  interview: interviewInPlaySchema,
  /** Messages from the applicant not read yet. */
  unread_messages: z.number().int(),
});
export type JobApplicationRow = z.infer<typeof jobApplicationRowSchema>;

export const jobApplicationsSchema = z.object({
  job: z.object({ id: z.number().int(), title: z.string(), status: z.string() }),
  /** Applications the business has not opened yet. */
  new_count: z.number().int(),
  applications: z.array(jobApplicationRowSchema),
});
export type JobApplications = z.infer<typeof jobApplicationsSchema>;

/** GET /business/applications/{id}: everything the applicant sent, and where it stands. */
export const businessApplicationSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  status: applicationStatus,
  applied_at: z.string(),
  status_changed_at: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /**
   * The applicant's age today, from the date of birth on their profile (never the date itself);
   * null when they gave none. A business hiring someone under 16 or 18 must know it.
   */
  age: z.number().int().nullable(),
  email: z.string(),
  phone_number: z.string().nullable(),
  street_address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  cover_letter: z.string().nullable(),
  relevant_experience: z.string().nullable(),
  education: z.string().nullable(),
  availability: z.enum(AVAILABILITY_OPTIONS).nullable(),
  references: z.string().nullable(),
  contact_permission: z.boolean().nullable(),
  resume: z
    .object({ file_name: z.string(), size_bytes: z.number().int(), content_type: z.string() })
    .nullable(),
  /** Every status the application has had, oldest first, each with its time. */
  history: z.array(z.object({ status: applicationStatus, changed_at: z.string() })),
  /** The moves the business can make now. */
  next_statuses: z.array(applicationStatus),
});
export type BusinessApplication = z.infer<typeof businessApplicationSchema>;

/** One in-app notification (GET /notifications). */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path in the SPA. */
  link: z.string().nullable(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
});
export type Notifications = z.infer<typeof notificationsSchema>;
