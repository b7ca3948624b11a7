import { DEFAULT_NOTIFICATION_SETTINGS } from '@firstshift/domain';
import type { Db } from '../../db/create-db';
import { countNewJobs } from '../../db/saved-search-matches';
import { savedSearchColumns, toSavedSearchRecord } from '../../db/saved-search-record';
import { periodicMail } from './periodic-mails';
import { switchIsOn } from './switches';
import { type WeekOfApplicant, weeklySummaryMail } from './templates/weekly-summary';

const CHANGES_LISTED = 20;

const weekBefore = (now: Date) => new Date(now.getTime() - 7 * 24 * 60 * 60_000).toISOString();

/** What happened to the applicant's applications since `weekAgo`, and what their searches found. */
async function weekOf(db: Db, applicantId: number, weekAgo: string): Promise<WeekOfApplicant> {
  const [changes, searchRows] = await Promise.all([
    db
      .selectFrom('applications')
      .select(['job_title', 'company_name', 'status'])
      .where('applicant_id', '=', applicantId)
      .where('status_changed_at', '>', weekAgo)
      .orderBy('status_changed_at', 'desc')
      .limit(CHANGES_LISTED)
      .execute(),
    db
      .selectFrom('saved_searches')
      .select(savedSearchColumns)
      .where('applicant_id', '=', applicantId)
      .execute(),
  ]);
  const searches = searchRows.map((row) => ({
    ...toSavedSearchRecord(row),
    last_checked_at: weekAgo,
  }));
  const found = await countNewJobs(db, searches);
  return {
    changes,
    searches: searches.map((search) => ({
      name: search.name,
      ...(found.get(search.id) ?? { count: 0, capped: false }),
    })),
  };
}

/**
 * "Weekly Summary" (docs/decisions/015): for each applicant with the switch on whose last one
 * (or the time they turned it on) is a week old, a digest of what happened to their
 * applications that week and what their saved searches found. A week with nothing to say
 * passes without a mail. Resolves with how many mails were queued.
 */
export const sendWeeklySummaries = periodicMail({
  job: 'weekly summaries',
  ledger: {
    table: 'notification_settings',
    alias: 'n',
    key: 'user_id',
    sentAt: 'last_weekly_summary_at',
    failures: 'summary_failures',
    retryAt: 'summary_retry_at',
    logName: 'applicantId',
  },
  due: (db, now) => {
    const weekAgo = weekBefore(now);
    return db
      .selectFrom('notification_settings as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select('u.email')
      .where(switchIsOn('n.weekly_summary', DEFAULT_NOTIFICATION_SETTINGS.weekly_summary))
      .where((eb) =>
        eb.or([
          eb('n.last_weekly_summary_at', '<=', weekAgo),
          eb.and([eb('n.last_weekly_summary_at', 'is', null), eb('n.updated_at', '<=', weekAgo)]),
        ]),
      );
  },
  compose: async (db, origin, row, now) => {
    const mail = weeklySummaryMail(origin, await weekOf(db, row.key, weekBefore(now)));
    const dedupeKey = `weekly-summary:${row.key}:${row.sent_at ?? 'first'}`;
    return { mail: mail && { dedupeKey, to: row.email, ...mail } };
  },
});
