import type { Db } from '../../db/create-db';
import { isStorableId } from '../../lib/ids';

export interface ApplicableJob {
  id: number;
  title: string;
  company_name: string;
  minimum_age_required: number;
  /** YYYY-MM-DD; applications are refused once it has passed (decision 081). */
  application_deadline: string | null;
}

/** A job an applicant may favourite or apply to: it exists and is active. */
export async function findActiveJob(db: Db, id: number): Promise<ApplicableJob | undefined> {
  if (!isStorableId(id)) return undefined;
  return db
    .selectFrom('jobs')
    .select(['id', 'title', 'company_name', 'minimum_age_required', 'application_deadline'])
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
}
