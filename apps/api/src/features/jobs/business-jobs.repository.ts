import {
  DEADLINE_PASSED_FIELD_MESSAGE,
  deadlinePassed,
  type JobPostPayload,
  type JobStatus,
  MESSAGES,
  type WorkSchedule,
  opensToYoungWorkers,
  youngWorkerConflicts,
} from '@firstshift/domain';
import type { Db } from '../../db/create-db';
import { placeColumns } from '../../db/job-place-columns';
import { scheduleColumns } from '../../db/job-schedule-columns';
import type { JobUpdate } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { isStorableId } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { parseWorkSchedule } from './job-views';

export const JOB_NOT_FOUND_MESSAGE = 'Job not found';
export const NOT_YOUR_JOB_MESSAGE = 'You can only change jobs your business posted.';
export const NO_BUSINESS_PROFILE_MESSAGE = 'Complete your business profile before posting a job.';
export const HOURS_BREAK_RULES_MESSAGE =
  'These hours break the federal rules for 14- and 15-year-olds: change the shifts, or raise ' +
  'the minimum age to 16.';
export const SHIFTS_NEEDED_MESSAGE =
  'Add the shifts of a job open to 14- and 15-year-olds, so that its hours can be checked ' +
  'against the federal rules before it goes on the board, or raise the minimum age to 16.';
export const JOB_CHANGED_MESSAGE =
  'This job was changed by someone else while you were saving it. Reload it and try again.';

const flag = (value: boolean) => (value ? 1 : 0);

/** The stored columns of a job post payload (the company comes from the business profile). */
function payloadColumns(payload: JobPostPayload) {
  const [jobType] = payload.job_type;
  // The payload schema asks for exactly one job type; this only satisfies the type checker.
  if (!jobType) throw new HttpError(400, MESSAGES.jobTypeRequired, 'job_type');
  return {
    title: payload.title,
    description: payload.description,
    job_type: jobType,
    job_types: JSON.stringify(payload.job_type),
    business_category: payload.business_category,
    work_format: payload.work_format,
    minimum_age_required: payload.minimum_age_required,
    location_street: payload.location_street,
    location_city: payload.location_city,
    location_state: payload.location_state,
    location_zip: payload.location_zip,
    ...placeColumns(payload.location_zip),
    key_responsibilities: JSON.stringify(payload.key_responsibilities),
    requirements_qualifications: JSON.stringify(payload.requirements_qualifications),
    offerings: JSON.stringify(payload.offerings),
    compensation_type: payload.compensation_type,
    compensation_amount: payload.compensation_amount,
    duration: payload.duration,
    schedule: payload.schedule,
    ...scheduleColumns(payload.work_schedule, payload.minimum_age_required),
    application_deadline: payload.application_deadline,
    contact_email: payload.contact_email,
    high_school_students_welcome: flag(payload.high_school_students_welcome),
    after_school_hours_available: flag(payload.after_school_hours_available),
    previous_experience_required: flag(payload.previous_experience_required),
  };
}

export interface OwnedJob {
  id: number;
  status: JobStatus;
  published_at: string | null;
  minimum_age_required: number;
  work_schedule: string | null;
  application_deadline: string | null;
  /** As read: a change is written only while it is still this (changeJob). */
  updated_at: string;
}

/**
 * Refuses to put on the board a job open to 14- and 15-year-olds whose shifts break the rules
 * for their hours (29 CFR 570.35, decision 066), with each conflict; a draft may hold them.
 */
export function assertHoursFitYoungWorkers(minimumAge: number, schedule: WorkSchedule | null) {
  if (!opensToYoungWorkers(minimumAge)) return;
  if (!schedule || schedule.shifts.length === 0) {
    // Hours given only as free text, or none, cannot be checked: a job that says it is open at
    // 14 or 15 needs its shifts (decision 077). No minimum age (0) is not saying so.
    if (minimumAge > 0) throw new HttpError(400, SHIFTS_NEEDED_MESSAGE, 'work_schedule');
    return;
  }
  const conflicts = youngWorkerConflicts(schedule);
  if (conflicts.length === 0) return;
  throw new HttpError(
    400,
    HOURS_BREAK_RULES_MESSAGE,
    'work_schedule',
    conflicts.map((conflict) => ({ field: 'work_schedule', message: conflict.message })),
  );
}

/**
 * Refuses to put on the board a job whose application deadline has already passed (decision
 * 081): it would take no applications, and the housekeeping would archive it within the hour.
 */
export function assertDeadlineAhead(deadline: string | null) {
  if (deadlinePassed(deadline)) {
    throw new HttpError(400, DEADLINE_PASSED_FIELD_MESSAGE, 'application_deadline');
  }
}

/** The checks of a job going on the board: its deadline ahead, its hours within the rules. */
function assertFitForTheBoard(payload: JobPostPayload) {
  assertDeadlineAhead(payload.application_deadline);
  assertHoursFitYoungWorkers(payload.minimum_age_required, payload.work_schedule);
}

/**
 * The job `user` may change, or the reason it may not: an unknown job, or another business's
 * job that the public cannot see, is "not found" (its existence is nobody else's business); another
 * business's public job is forbidden.
 */
export async function findJobToChange(db: Db, id: number, user: AuthUser): Promise<OwnedJob> {
  if (!isStorableId(id)) throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
  const job = await db
    .selectFrom('jobs')
    .select([
      'id',
      'business_id',
      'status',
      'published_at',
      'minimum_age_required',
      'work_schedule',
      'application_deadline',
      'updated_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!job) throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
  if (job.business_id !== user.id) {
    if (job.status !== 'active') throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
    throw new HttpError(403, NOT_YOUR_JOB_MESSAGE);
  }
  const { business_id: _owner, ...owned } = job;
  return owned;
}

async function businessName(db: Db, businessId: number): Promise<string> {
  const profile = await db
    .selectFrom('business_profiles')
    .select('business_name')
    .where('user_id', '=', businessId)
    .executeTakeFirst();
  if (!profile) throw new HttpError(400, NO_BUSINESS_PROFILE_MESSAGE);
  return profile.business_name;
}

/** Saves a new job as a draft, or publishes it at once with save_and_publish. */
export async function insertJob(
  db: Db,
  businessId: number,
  payload: JobPostPayload,
): Promise<number> {
  const now = new Date().toISOString();
  const publish = payload.action === 'save_and_publish';
  if (publish) assertFitForTheBoard(payload);
  const row = await db
    .insertInto('jobs')
    .values({
      ...payloadColumns(payload),
      business_id: businessId,
      company_name: await businessName(db, businessId),
      status: publish ? 'active' : 'draft',
      created_at: now,
      updated_at: now,
      published_at: publish ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How many times a change is tried on a job that another request changed in between. */
const CHANGE_ATTEMPTS = 3;

/**
 * Reads the job `user` may change and writes `change` to it, on the job as read: what a change
 * checks (the status, the hours the rules for the youngest weigh) is what it writes over. A
 * change is written only while the job's `updated_at` is still the one read, so that two
 * requests cannot each pass the check on what the other is replacing (a draft given rule-breaking
 * hours while another request published it); the loser reads the job again and decides anew.
 */
export async function changeJob(
  db: Db,
  id: number,
  user: AuthUser,
  change: (job: OwnedJob) => JobUpdate | undefined | Promise<JobUpdate | undefined>,
): Promise<OwnedJob> {
  for (let attempt = 1; ; attempt++) {
    const job = await findJobToChange(db, id, user);
    const changes = await change(job);
    if (!changes) return job;
    const written = await db
      .updateTable('jobs')
      .set(changes)
      .where('id', '=', job.id)
      .where('updated_at', '=', job.updated_at)
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) > 0) return job;
    if (attempt >= CHANGE_ATTEMPTS) throw new HttpError(409, JOB_CHANGED_MESSAGE);
  }
}

/** An `updated_at` after `previous`, for a change written over it (changeJob). */
function updatedAfter(previous: string): string {
  const now = new Date().toISOString();
  return now > previous ? now : new Date(Date.parse(previous) + 1).toISOString();
}

/**
 * New details. `draft` takes the job off the board, `save_and_publish` puts it on (its posted
 * date is the first publication's), and no action keeps the status.
 */
export function updatedJob(job: OwnedJob, payload: JobPostPayload): JobUpdate {
  const now = updatedAfter(job.updated_at);
  const onTheBoard =
    payload.action === 'save_and_publish' || (!payload.action && job.status === 'active');
  if (onTheBoard) assertFitForTheBoard(payload);
  const changes: JobUpdate = { ...payloadColumns(payload), updated_at: now };
  if (payload.action === 'draft') changes.status = 'draft';
  if (payload.action === 'save_and_publish') {
    changes.status = 'active';
    changes.published_at = job.published_at ?? now;
  }
  return changes;
}

/**
 * Archives an active or draft job (it leaves the board), or brings an archived one back. A job
 * brought back that had been published is listed anew with today's date (next season's
 * opening), without an application deadline that has passed (the business may set a new one);
 * one never published returns to the drafts. Both are no-ops in the target state.
 */
export function archivedJob(job: OwnedJob, archived: boolean): JobUpdate | undefined {
  if (archived === (job.status === 'archived')) return undefined;
  // Brought back onto the board: the hours it was saved with must keep the rules (a job can be
  // saved as a draft with hours that break them, and archived from there).
  if (!archived && job.published_at) {
    assertHoursFitYoungWorkers(job.minimum_age_required, parseWorkSchedule(job.work_schedule));
  }
  const now = updatedAfter(job.updated_at);
  return archived
    ? { status: 'archived', updated_at: now }
    : job.published_at
      ? {
          status: 'active',
          published_at: now,
          updated_at: now,
          ...(deadlinePassed(job.application_deadline) ? { application_deadline: null } : {}),
        }
      : { status: 'draft', updated_at: now };
}

/**
 * Deletes a job. Its applications stay with their applicants, who see the job as removed: the
 * application keeps the title and company it was sent to, and its job id becomes null.
 * Favourites and alerts of the job go with it.
 */
export function deleteJob(db: Db, id: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('applications').set({ job_id: null }).where('job_id', '=', id).execute();
    await trx.deleteFrom('favourites').where('job_id', '=', id).execute();
    await trx.deleteFrom('job_alerts').where('job_id', '=', id).execute();
    await trx.deleteFrom('jobs').where('id', '=', id).execute();
  });
}
