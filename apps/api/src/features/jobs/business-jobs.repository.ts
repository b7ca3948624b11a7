import {
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
}

/**
 * Refuses to put on the board a job open to 14- and 15-year-olds whose shifts break the rules
 * for their hours (29 CFR 570.35, decision 066), with each conflict; a draft may hold them.
 */
export function assertHoursFitYoungWorkers(minimumAge: number, schedule: WorkSchedule | null) {
  if (!schedule || !opensToYoungWorkers(minimumAge)) return;
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
  if (publish) assertHoursFitYoungWorkers(payload.minimum_age_required, payload.work_schedule);
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

/**
 * Saves new details. `draft` takes the job off the board, `save_and_publish` puts it on (its
 * posted date is the first publication's), and no action keeps the status.
 */
export async function updateJob(db: Db, job: OwnedJob, payload: JobPostPayload): Promise<void> {
  const now = new Date().toISOString();
  const onTheBoard =
    payload.action === 'save_and_publish' || (!payload.action && job.status === 'active');
  if (onTheBoard) assertHoursFitYoungWorkers(payload.minimum_age_required, payload.work_schedule);
  const changes: JobUpdate = { ...payloadColumns(payload), updated_at: now };
  if (payload.action === 'draft') changes.status = 'draft';
  if (payload.action === 'save_and_publish') {
    changes.status = 'active';
    changes.published_at = job.published_at ?? now;
  }
  await db.updateTable('jobs').set(changes).where('id', '=', job.id).execute();
}

/**
 * Archives an active or draft job (it leaves the board), or brings an archived one back. A job
 * brought back that had been published is listed anew with today's date (next season's
 * opening); one never published returns to the drafts. Both are no-ops in the target state.
 */
export async function setArchived(db: Db, job: OwnedJob, archived: boolean): Promise<void> {
  if (archived === (job.status === 'archived')) return;
  // Brought back onto the board: the hours it was saved with must keep the rules (a job can be
  // saved as a draft with hours that break them, and archived from there).
  if (!archived && job.published_at) {
    assertHoursFitYoungWorkers(job.minimum_age_required, parseWorkSchedule(job.work_schedule));
  }
  const now = new Date().toISOString();
  const changes: JobUpdate = archived
    ? { status: 'archived', updated_at: now }
    : job.published_at
      ? { status: 'active', published_at: now, updated_at: now }
      : { status: 'draft', updated_at: now };
  await db.updateTable('jobs').set(changes).where('id', '=', job.id).execute();
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
