import type { ApplicantPageQuery, FavouritesResponse } from '@firstshift/domain';
import { isForeignKeyViolation } from '../../db/constraint-errors';
import type { Db } from '../../db/create-db';
import { jobTypesOf } from '../../db/job-types';
import { HttpError } from '../../lib/http-error';
import { isStorableId } from '../../lib/ids';
import { JOB_CARD_COLUMNS } from '../../db/job-card-columns';
import { JOB_NOT_FOUND_MESSAGE } from './route-schemas';

// Favourites of an applicant. Only a job on the board can be saved, but a saved job stays saved
// when its business takes it off the board: it is listed and counted, marked as no longer open
// (`is_open`), so the applicant learns it closed rather than finding it gone (decision 111), and
// it opens again if the job is listed again. Deleting the job deletes the favourite.

/** Saves the job; saving it again changes nothing; 404 when the job is gone. */
export async function addFavourite(db: Db, applicantId: number, jobId: number): Promise<void> {
  try {
    await db
      .insertInto('favourites')
      .values({ applicant_id: applicantId, job_id: jobId, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['applicant_id', 'job_id']).doNothing())
      .execute();
  } catch (error) {
    // The job was deleted after the route found it on the board.
    if (isForeignKeyViolation(error)) throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
    throw error;
  }
}

/** Forgets the job; forgetting one that is not saved changes nothing. */
export async function removeFavourite(db: Db, applicantId: number, jobId: number): Promise<void> {
  if (!isStorableId(jobId)) return;
  await db
    .deleteFrom('favourites')
    .where('applicant_id', '=', applicantId)
    .where('job_id', '=', jobId)
    .execute();
}

const savedJobs = (db: Db, applicantId: number) =>
  db
    .selectFrom('favourites')
    .innerJoin('jobs', 'jobs.id', 'favourites.job_id')
    .where('favourites.applicant_id', '=', applicantId);

const activeFavourites = (db: Db, applicantId: number) =>
  savedJobs(db, applicantId).where('jobs.status', '=', 'active');

/** Whether the applicant saved the job (a job since archived or deleted is not among them). */
export async function isFavourite(db: Db, applicantId: number, jobId: number): Promise<boolean> {
  if (!isStorableId(jobId)) return false;
  const row = await activeFavourites(db, applicantId)
    .where('favourites.job_id', '=', jobId)
    .select('favourites.job_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** How many jobs the applicant saved, those since taken off the board included. */
export async function countFavourites(db: Db, applicantId: number): Promise<number> {
  const { count } = await savedJobs(db, applicantId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

/** One page of favourites, most recently saved first, open or not, and how many there are. */
export async function listFavourites(
  db: Db,
  applicantId: number,
  page: ApplicantPageQuery,
): Promise<FavouritesResponse> {
  const [rows, total] = await Promise.all([
    savedJobs(db, applicantId)
      .select([
        ...JOB_CARD_COLUMNS,
        'jobs.status',
        'jobs.published_at',
        'jobs.created_at',
        'jobs.compensation_type',
        'jobs.compensation_amount',
        'jobs.application_deadline',
      ])
      .orderBy('favourites.created_at', 'desc')
      .orderBy('favourites.id', 'desc')
      .limit(page.limit)
      .offset(page.skip)
      .execute(),
    countFavourites(db, applicantId),
  ]);
  return {
    favourites: rows.map((row) => ({
      id: row.id,
      title: row.title,
      company: row.company_name,
      location_city: row.location_city,
      location_state: row.location_state,
      posted: row.published_at ?? row.created_at,
      job_type: jobTypesOf(row.job_types),
      compensation_type: row.compensation_type,
      compensation_amount: row.compensation_amount,
      deadline: row.application_deadline,
      is_favourite: true,
      is_open: row.status === 'active',
    })),
    total,
  };
}
