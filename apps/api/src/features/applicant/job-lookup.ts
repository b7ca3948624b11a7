import { JOB_TYPES, type JobType } from '@firstshift/domain';
import type { Db } from '../../db/create-db';
import { isStorableId } from '../../lib/ids';

export interface ApplicableJob {
  id: number;
  title: string;
  company_name: string;
  minimum_age_required: number;
}

/** A job an applicant may favourite or apply to: it exists and is active. */
export async function findActiveJob(db: Db, id: number): Promise<ApplicableJob | undefined> {
  if (!isStorableId(id)) return undefined;
  return db
    .selectFrom('jobs')
    .select(['id', 'title', 'company_name', 'minimum_age_required'])
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

const isJobType = (value: unknown): value is JobType => JOB_TYPES.some((t) => t === value);

/** jobs.job_types (a JSON list) as the job types it names; anything else is left out. */
export function jobTypesOf(json: string): JobType[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter(isJobType) : [];
  } catch {
    return [];
  }
}
