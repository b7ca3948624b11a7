import {
  APPLICATION_STATUSES,
  AVAILABILITY_OPTIONS,
  type ApplicationStatus,
  type BusinessApplication,
  type JobApplications,
  ageOn,
  canMoveApplication,
  nextApplicationStatuses,
} from '@firstshift/domain';
import { applicationNews } from '../../db/application-news';
import type { Db } from '../../db/create-db';
import { HttpError } from '../../lib/http-error';
import { isStorableId } from '../../lib/ids';
import type { Notify } from '../../lib/notices';

export const APPLICATION_NOT_FOUND_MESSAGE = 'Application not found';
export const JOB_NOT_FOUND_MESSAGE = 'Job not found';
export const INTERVIEW_BY_PROPOSAL_MESSAGE =
  'An interview is scheduled when the applicant accepts a time you propose: propose an interview instead.';

const toStatus = (value: string): ApplicationStatus =>
  APPLICATION_STATUSES.find((s) => s === value) ?? 'applied';
const toAvailability = (value: string | null) =>
  AVAILABILITY_OPTIONS.find((a) => a === value) ?? null;

/** The applications to one of the business's jobs, newest first; 404 for anyone else's job. */
export async function listJobApplications(
  db: Db,
  jobId: number,
  businessId: number,
): Promise<JobApplications> {
  const job = isStorableId(jobId)
    ? await db
        .selectFrom('jobs')
        .select(['id', 'title', 'status'])
        .where('id', '=', jobId)
        .where('business_id', '=', businessId)
        .executeTakeFirst()
    : undefined;
  if (!job) throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
  const rows = await db
    .selectFrom('applications')
    .leftJoin('applicant_profiles', 'applicant_profiles.user_id', 'applications.applicant_id')
    .select([
      'applications.id',
      'applications.first_name',
      'applications.last_name',
      'applications.created_at',
      'applications.status',
      'applications.status_changed_at',
      'applications.business_viewed_at',
      'applications.resume_file_id',
      'applicant_profiles.date_of_birth',
    ])
    .where('applications.job_id', '=', jobId)
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id', 'desc')
    .execute();
  const newsOf = await applicationNews(
    db,
    rows.map((row) => row.id),
    'business',
  );
  const applications = rows.map((row) => ({
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    age: row.date_of_birth ? ageOn(row.date_of_birth) : null,
    applied_at: row.created_at,
    status: toStatus(row.status),
    status_changed_at: row.status_changed_at,
    is_new: row.business_viewed_at === null,
    has_resume: row.resume_file_id !== null,
    ...newsOf(row.id),
  }));
  return {
    job,
    new_count: applications.filter((a) => a.is_new).length,
    applications,
  };
}

/** An application to one of the business's jobs, with its job's owner checked in the query. */
function ownedApplication(db: Db, id: number, businessId: number) {
  return db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .leftJoin('files', 'files.id', 'applications.resume_file_id')
    .where('applications.id', '=', id)
    .where('jobs.business_id', '=', businessId);
}

export async function findOwnedApplication(db: Db, id: number, businessId: number) {
  const row = isStorableId(id)
    ? await ownedApplication(db, id, businessId)
        .selectAll('applications')
        .select([
          'jobs.title as current_job_title',
          'files.original_name',
          'files.size_bytes',
          'files.content_type',
          'files.storage_key',
        ])
        .executeTakeFirst()
    : undefined;
  if (!row || row.job_id === null) throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE);
  return { ...row, job_id: row.job_id };
}

/**
 * Everything the applicant sent and where the application stands. Opening it marks it as seen
 * by the business, so it no longer counts as new.
 */
export async function readApplication(
  db: Db,
  id: number,
  businessId: number,
): Promise<BusinessApplication> {
  const row = await findOwnedApplication(db, id, businessId);
  if (row.business_viewed_at === null) {
    await db
      .updateTable('applications')
      .set({ business_viewed_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .where('business_viewed_at', 'is', null)
      .execute();
  }
  const profile = await db
    .selectFrom('applicant_profiles')
    .select('date_of_birth')
    .where('user_id', '=', row.applicant_id)
    .executeTakeFirst();
  const history = await db
    .selectFrom('application_status_history')
    .select(['status', 'changed_at'])
    .where('application_id', '=', row.id)
    .orderBy('changed_at')
    .orderBy('id')
    .execute();
  const status = toStatus(row.status);
  return {
    id: row.id,
    job_id: row.job_id,
    job_title: row.current_job_title,
    status,
    applied_at: row.created_at,
    status_changed_at: row.status_changed_at,
    first_name: row.first_name,
    last_name: row.last_name,
    age: profile?.date_of_birth ? ageOn(profile.date_of_birth) : null,
    email: row.email,
    phone_number: row.phone_number,
    street_address: row.street_address,
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    cover_letter: row.cover_letter,
    relevant_experience: row.relevant_experience,
    education: row.education,
    availability: toAvailability(row.availability),
    references: row.references_text,
    contact_permission: row.contact_permission === null ? null : row.contact_permission === 1,
    resume:
      row.original_name !== null && row.size_bytes !== null && row.content_type !== null
        ? {
            file_name: row.original_name,
            size_bytes: row.size_bytes,
            content_type: row.content_type,
          }
        : null,
    history: history.map((h) => ({ status: toStatus(h.status), changed_at: h.changed_at })),
    next_statuses: [...nextApplicationStatuses(status)],
  };
}

export function statusMoveRefused(from: ApplicationStatus, to: ApplicationStatus): string {
  if (from === to) return 'The application already has this status.';
  if (from === 'accepted' || from === 'rejected') {
    return 'This application is closed: its status can no longer change.';
  }
  return `An application that is ${from.replace('_', ' ')} can move to ${nextApplicationStatuses(
    from,
  )
    .map((s) => s.replace('_', ' '))
    .join(' or ')}, not ${to.replace('_', ' ')}.`;
}

/**
 * Moves an application to `to` if DESIGN §5 allows it from where it is: the status, its time
 * and the history row, and the applicant's notification (and mail), in one transaction. The
 * update is conditional on the status read, so two racing moves cannot both apply.
 */
export async function moveApplication(
  db: Db,
  id: number,
  businessId: number,
  to: ApplicationStatus,
  notify: Notify,
  message: string | null = null,
): Promise<void> {
  const current = await findOwnedApplication(db, id, businessId);
  const from = toStatus(current.status);
  if (to === 'interview_scheduled' && from !== 'interview_scheduled') {
    throw new HttpError(409, INTERVIEW_BY_PROPOSAL_MESSAGE, 'status');
  }
  if (to === 'applied' || !canMoveApplication(from, to)) {
    throw new HttpError(409, statusMoveRefused(from, to), 'status');
  }
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('applications')
      .set({
        status: to,
        status_changed_at: now,
        updated_at: now,
        business_viewed_at: current.business_viewed_at ?? now,
      })
      .where('id', '=', current.id)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      throw new HttpError(409, 'The application changed meanwhile. Reload it and try again.');
    }
    await trx
      .insertInto('application_status_history')
      .values({
        application_id: current.id,
        status: to,
        changed_by_user_id: businessId,
        changed_at: now,
      })
      .execute();
    if (message) {
      // Into the application's messages too; the status mail carries it, so it is not mailed
      // again on its own.
      await trx
        .insertInto('application_messages')
        .values({
          application_id: current.id,
          sender_user_id: businessId,
          sender_role: 'business',
          body: message,
          created_at: now,
          read_at: null,
          mailed_at: now,
        })
        .execute();
    }
    await notify(trx, {
      kind: 'application-status-changed',
      message,
      applicationId: current.id,
      applicantId: current.applicant_id,
      jobTitle: current.current_job_title,
      companyName: current.company_name,
      status: to,
    });
  });
}
