import { earliestToday } from '@firstshift/domain';
import type { Db } from '../../db/create-db';

/**
 * Takes off the board every job whose application deadline has passed everywhere (decision 081):
 * it is archived, as its business would archive it, so that no list, search, alert, company page
 * or sitemap offers a job that cannot take applications. The business finds it under Archived and
 * may bring it back (without the deadline that passed). How many jobs were closed.
 */
export async function closePastDeadlines(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'archived', updated_at: now.toISOString() })
    .where('status', '=', 'active')
    .where('application_deadline', 'is not', null)
    .where('application_deadline', '<', earliestToday(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
