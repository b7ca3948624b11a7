import type { Kysely } from 'kysely';
import {
  type ApplicationFields,
  applicationsClosedMessage,
  deadlinePassed,
  earliestToday,
} from '@firstshift/domain';
import type { Db } from '../../db/create-db';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { ApplicableJob } from './job-lookup';
import { JOB_NOT_FOUND_MESSAGE } from './route-schemas';

export const ALREADY_APPLIED_MESSAGE = 'You have already applied to this job.';

export interface StoredResume {
  key: string;
  size: number;
  originalName: string;
  contentType: string;
}

export interface NewApplication {
  applicantId: number;
  job: ApplicableJob;
  fields: ApplicationFields;
  resume: StoredResume | null;
}

export async function hasApplied(db: Db, applicantId: number, jobId: number): Promise<boolean> {
  const row = await db
    .selectFrom('applications')
    .select('id')
    .where('applicant_id', '=', applicantId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The applicant's date of birth (YYYY-MM-DD), null when their profile has none. */
export async function applicantDateOfBirth(db: Db, applicantId: number): Promise<string | null> {
  const row = await db
    .selectFrom('applicant_profiles')
    .select('date_of_birth')
    .where('user_id', '=', applicantId)
    .executeTakeFirst();
  return row?.date_of_birth ?? null;
}

/** Whether a files row names this storage key (a commit whose answer was lost still made one). */
export async function isFileRecorded(db: Db, storageKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('files')
    .select('id')
    .where('storage_key', '=', storageKey)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Why a job stopped taking applications while one was being sent: its deadline passed (or was
 * moved before today), or it left the board.
 */
async function refuseClosedJob(trx: Kysely<Database>, jobId: number): Promise<never> {
  const job = await trx
    .selectFrom('jobs')
    .select(['status', 'application_deadline'])
    .where('id', '=', jobId)
    .executeTakeFirst();
  const deadline = job?.status === 'active' ? job.application_deadline : null;
  if (deadline && deadlinePassed(deadline)) {
    throw new HttpError(409, applicationsClosedMessage(deadline));
  }
  throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
}

/**
 * Records an application in one transaction: the resume's file row, the application, its first
 * status ('applied') in the history, and one more applicant on the job, which must still be
 * active and before its deadline. A concurrent second application to the same job trips the
 * unique index and is answered as the same 409 as one refused up front.
 */
export async function createApplication(
  db: Db,
  application: NewApplication,
  /** Runs inside the transaction once the application is in (e.g. to tell the business). */
  onRecorded?: (trx: Kysely<Database>, applicationId: number) => Promise<unknown>,
): Promise<number> {
  const { applicantId, job, fields, resume } = application;
  const now = new Date().toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const counted = await trx
        .updateTable('jobs')
        .set((eb) => ({ applicants_count: eb('applicants_count', '+', 1) }))
        .where('id', '=', job.id)
        .where('status', '=', 'active')
        .where((eb) =>
          eb.or([
            eb('application_deadline', 'is', null),
            eb('application_deadline', '>=', earliestToday()),
          ]),
        )
        .executeTakeFirst();
      if (Number(counted.numUpdatedRows) === 0) await refuseClosedJob(trx, job.id);

      const file = resume
        ? await trx
            .insertInto('files')
            .values({
              owner_user_id: applicantId,
              storage_key: resume.key,
              original_name: resume.originalName,
              content_type: resume.contentType,
              size_bytes: resume.size,
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        : null;

      const { id } = await trx
        .insertInto('applications')
        .values({
          job_id: job.id,
          job_title: job.title,
          company_name: job.company_name,
          applicant_id: applicantId,
          status: 'applied',
          first_name: fields.first_name,
          last_name: fields.last_name,
          email: fields.email,
          phone_number: fields.phone_number,
          street_address: fields.street_address,
          city: fields.city,
          state: fields.state,
          zip_code: fields.zip_code,
          cover_letter: fields.cover_letter,
          relevant_experience: fields.relevant_experience,
          education: fields.education,
          availability: fields.availability,
          references_text: fields.references,
          terms_accepted: 1,
          contact_permission:
            fields.contact_permission === null ? null : fields.contact_permission ? 1 : 0,
          resume_file_id: file?.id ?? null,
          created_at: now,
          updated_at: now,
          status_changed_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      await trx
        .insertInto('application_status_history')
        .values({
          application_id: id,
          status: 'applied',
          changed_by_user_id: applicantId,
          changed_at: now,
        })
        .execute();
      await onRecorded?.(trx, id);
      return id;
    });
  } catch (error) {
    if (!(error instanceof HttpError) && (await hasApplied(db, applicantId, job.id))) {
      throw new HttpError(409, ALREADY_APPLIED_MESSAGE);
    }
    throw error;
  }
}
