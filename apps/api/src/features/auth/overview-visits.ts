import type { Db } from '../../db/create-db';

/**
 * Records that the user opened their overview; true only for the very first time, on any device
 * (docs/decisions/017). One conditional update, so two tabs opened at once cannot both be first.
 */
export async function recordOverviewVisit(db: Db, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ overview_seen_at: new Date().toISOString() })
    .where('id', '=', userId)
    .where('overview_seen_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
