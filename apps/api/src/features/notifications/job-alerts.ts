import { DEFAULT_NOTIFICATION_SETTINGS } from '@firstshift/domain';
import { expressionBuilder } from 'kysely';
import { jobTypesOf } from '../../db/job-types';
import { newestMatches } from '../../db/saved-search-matches';
import { savedSearchColumns, toSavedSearchRecord } from '../../db/saved-search-record';
import type { Database } from '../../db/schema';
import { periodicMail } from './periodic-mails';
import { switchIsOn } from './switches';
import { jobAlertMail } from './templates/job-alert';

const DAY_MS = 24 * 60 * 60_000;
const JOBS_PER_ALERT = 10;

/**
 * "New Job Matches" (docs/decisions/015): each saved search of an applicant with the switch on
 * whose last alert is a day old or more (or who was never alerted) mails the active jobs it
 * finds published since then (or since it was saved), up to ten, recorded as job alerts. A
 * search that found nothing new stays due. Resolves with how many mails were queued.
 */
export const sendJobAlertMails = periodicMail({
  job: 'job alerts',
  ledger: {
    table: 'saved_searches',
    alias: 's',
    key: 'id',
    sentAt: 'last_alerted_at',
    failures: 'alert_failures',
    retryAt: 'alert_retry_at',
    logName: 'savedSearchId',
  },
  due: (db, now) => {
    const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
    return db
      .selectFrom('saved_searches as s')
      .innerJoin('users as u', 'u.id', 's.applicant_id')
      .leftJoin('notification_settings as n', 'n.user_id', 's.applicant_id')
      .select(savedSearchColumns.map((column) => `s.${column}` as const))
      .select(['s.applicant_id', 'u.email'])
      .where(switchIsOn('n.new_job_matches', DEFAULT_NOTIFICATION_SETTINGS.new_job_matches))
      .where((eb) =>
        eb.or([eb('s.last_alerted_at', 'is', null), eb('s.last_alerted_at', '<=', dayAgo)]),
      );
  },
  compose: async (db, origin, row, now) => {
    const search = toSavedSearchRecord(row);
    const since = row.sent_at ?? row.created_at;
    const publishedSince = expressionBuilder<Database, 'jobs'>()('jobs.published_at', '>', since);
    const jobs = await newestMatches(db, search, JOBS_PER_ALERT, [publishedSince]).execute();
    if (jobs.length === 0) return null;
    const nowIso = now.toISOString();
    const mail = jobAlertMail(
      origin,
      search.name,
      jobs.map((job) => ({ ...job, job_types: jobTypesOf(job.job_types) })),
    );
    return {
      mail: { dedupeKey: `job-alerts:${search.id}:${since}`, to: row.email, ...mail },
      record: async (trx) => {
        await trx
          .insertInto('job_alerts')
          .values(
            jobs.map((job) => ({
              saved_search_id: search.id,
              applicant_id: row.applicant_id,
              job_id: job.id,
              created_at: nowIso,
              seen_at: null,
              mailed_at: nowIso,
            })),
          )
          .onConflict((oc) => oc.columns(['saved_search_id', 'job_id']).doNothing())
          .execute();
      },
    };
  },
});
