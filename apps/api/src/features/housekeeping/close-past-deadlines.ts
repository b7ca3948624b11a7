import { earliestToday } from '@firstshift/domain';
import type { Db } from '../../db/create-db';

/**
 * The most jobs one statement closes. Each job closed leaves a dozen indexes of the board and its
 * words' index: on SQLite at a million jobs, a day's deadlines (4,728 jobs) closed by one
 * statement held the database's only writer for 8.4 s, longer than another write waits for it
 * (busy_timeout, 5 s). A hundred at a time hold it for 21-167 ms each (median 107 ms), and every
 * other write takes its turn between them.
 */
export const CLOSE_BATCH = 100;

/**
 * Takes off the board every job whose application deadline has passed everywhere (decision 081):
 * it is archived, as its business would archive it, so that no list, search, alert, company page
 * or sitemap offers a job that cannot take applications. The business finds it under Archived and
 * may bring it back (without the deadline that passed). How many jobs were closed. CLOSE_BATCH
 * at a time, each batch committed on its own: stopped part way, the next run closes the rest.
 */
export async function closePastDeadlines(db: Db, now: Date = new Date()): Promise<number> {
  const ended = earliestToday(now);
  let closed = 0;
  for (;;) {
    const result = await db
      .updateTable('jobs')
      .set({ status: 'archived', updated_at: now.toISOString() })
      .where('status', '=', 'active')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('jobs as due')
          .select('due.id')
          .where('due.status', '=', 'active')
          .where('due.application_deadline', 'is not', null)
          .where('due.application_deadline', '<', ended)
          .limit(CLOSE_BATCH),
      )
      .executeTakeFirst();
    const batch = Number(result.numUpdatedRows);
    closed += batch;
    if (batch < CLOSE_BATCH) return closed;
  }
}
