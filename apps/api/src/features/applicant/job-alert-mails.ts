import { DEFAULT_NOTIFICATION_SETTINGS, JOB_TYPE_LABELS } from '@firstshift/domain';
import { expressionBuilder } from 'kysely';
import type { Db } from '../../db/create-db';
import type { Database } from '../../db/schema';
import {
  ITEM_MAX_FAILURES,
  type ItemLog,
  forEachIsolated,
  silentLog,
} from '../../lib/isolated-items';
import { enqueueMail } from '../../plugins/mail';
import { jobTypesOf } from './job-lookup';
import { countNewJobs, matchesSearch } from './saved-search-matches';
import { savedSearchColumns, toSavedSearchRecord } from './saved-searches.repository';

// The mails behind "New Job Matches" and "Weekly Summary" (docs/decisions/015). A background
// run finds what is due; each mail is enqueued in the transaction that records it as sent, with
// a dedupe key naming its period, so a restart or a second instance never mails twice. Each
// saved search (or applicant) is handled in isolation: one that fails waits and is retried, and
// never stops the others (lib/isolated-items).

const DAY_MS = 24 * 60 * 60_000;
const JOBS_PER_ALERT = 10;
/** Searches (or applicants) handled per run; the next run takes the rest. */
const BATCH = 200;

const SETTINGS_FOOTER = (origin: string, name: string) =>
  `You get this email because "${name}" is on. Change it at ${origin}/applicant/dashboard/notifications.`;

/** A switch that is on when the applicant never saved their settings (SPEC §9 defaults). */
function switchOn(column: 'n.new_job_matches' | 'n.weekly_summary', fallback: boolean) {
  const eb = expressionBuilder<Database & { n: Database['notification_settings'] }, 'n'>();
  return fallback ? eb.or([eb(column, 'is', null), eb(column, '=', 1)]) : eb(column, '=', 1);
}

/**
 * For each saved search of an applicant with "New Job Matches" on and no alert mail in the last
 * day: the active jobs it finds published since its last alert (or its creation), recorded as
 * job alerts and mailed in one message. Returns how many mails were queued.
 */
export async function sendJobAlertMails(
  db: Db,
  origin: string,
  now = new Date(),
  log: ItemLog = silentLog,
): Promise<number> {
  const nowIso = now.toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const due = await db
    .selectFrom('saved_searches as s')
    .innerJoin('users as u', 'u.id', 's.applicant_id')
    .leftJoin('notification_settings as n', 'n.user_id', 's.applicant_id')
    .select(savedSearchColumns.map((column) => `s.${column}` as const))
    .select(['s.applicant_id', 's.last_alerted_at', 's.alert_failures', 'u.email'])
    .where(switchOn('n.new_job_matches', DEFAULT_NOTIFICATION_SETTINGS.new_job_matches))
    .where((eb) =>
      eb.or([eb('s.last_alerted_at', 'is', null), eb('s.last_alerted_at', '<=', dayAgo)]),
    )
    .where('s.alert_failures', '<', ITEM_MAX_FAILURES)
    .where((eb) =>
      eb.or([eb('s.alert_retry_at', 'is', null), eb('s.alert_retry_at', '<=', nowIso)]),
    )
    .orderBy('s.id')
    .limit(BATCH)
    .execute();

  let queued = 0;
  const alert = async (row: (typeof due)[number]) => {
    const search = toSavedSearchRecord(row);
    const since = row.last_alerted_at ?? row.created_at;
    const jobs = await db
      .selectFrom('jobs')
      .where(
        matchesSearch(db, search, [
          expressionBuilder<Database, 'jobs'>()('jobs.published_at', '>', since),
        ]),
      )
      .select([
        'jobs.id',
        'jobs.title',
        'jobs.company_name',
        'jobs.location_city',
        'jobs.location_state',
        'jobs.job_types',
      ])
      .orderBy('jobs.published_at', 'desc')
      .orderBy('jobs.id', 'desc')
      .limit(JOBS_PER_ALERT)
      .execute();
    if (jobs.length === 0) {
      if (row.alert_failures > 0) await clearAlertFailures(db, search.id);
      return;
    }

    const sent = await db.transaction().execute(async (trx) => {
      // Conditional on what this run read: a second instance that read the same row moves nothing.
      const claimed = await trx
        .updateTable('saved_searches')
        .set({ last_alerted_at: nowIso, alert_failures: 0, alert_retry_at: null })
        .where('id', '=', search.id)
        .where((eb) =>
          row.last_alerted_at === null
            ? eb('last_alerted_at', 'is', null)
            : eb('last_alerted_at', '=', row.last_alerted_at),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return false;
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
      const count = jobs.length === 1 ? '1 new job' : `${jobs.length} new jobs`;
      return enqueueMail(trx, {
        dedupeKey: `job-alerts:${search.id}:${since}`,
        to: row.email,
        subject: `${count} for "${search.name}"`,
        text: [
          'Hello,',
          '',
          `Your saved search "${search.name}" found ${count}:`,
          '',
          ...jobs.flatMap((job) => [
            `- ${job.title} at ${job.company_name} (${jobTypesOf(job.job_types)
              .map((t) => JOB_TYPE_LABELS[t])
              .join(', ')}), ${job.location_city}, ${job.location_state}`,
            `  ${origin}/jobs/${job.id}`,
          ]),
          '',
          'See everything your saved searches found:',
          `${origin}/applicant/dashboard/saved-searches`,
          '',
          SETTINGS_FOOTER(origin, 'New Job Matches'),
          '',
          'The FirstShift team',
        ].join('\n'),
      });
    });
    if (sent) queued++;
  };
  await forEachIsolated(due, {
    job: 'job alerts',
    now,
    log,
    handle: alert,
    failuresOf: (row) => row.alert_failures,
    describe: (row) => ({ savedSearchId: row.id }),
    recordFailure: async (row, failures, retryAt) => {
      await db
        .updateTable('saved_searches')
        .set({ alert_failures: failures, alert_retry_at: retryAt.toISOString() })
        .where('id', '=', row.id)
        .execute();
    },
  });
  return queued;
}

const clearAlertFailures = (db: Db, id: number) =>
  db
    .updateTable('saved_searches')
    .set({ alert_failures: 0, alert_retry_at: null })
    .where('id', '=', id)
    .execute();

const STATUS_WORDS: Record<string, string> = {
  applied: 'under review',
  shortlisted: 'under review (shortlisted)',
  interview_scheduled: 'interview scheduled',
  accepted: 'accepted',
  rejected: 'not selected',
};

/**
 * A weekly digest for each applicant with "Weekly Summary" on whose last one (or the time they
 * turned it on) is a week old: what happened to their applications that week and what their
 * saved searches found. A week with nothing to say sends nothing. Returns the mails queued.
 */
export async function sendWeeklySummaries(
  db: Db,
  origin: string,
  now = new Date(),
  log: ItemLog = silentLog,
): Promise<number> {
  const nowIso = now.toISOString();
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const due = await db
    .selectFrom('notification_settings as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select(['n.user_id', 'n.last_weekly_summary_at', 'n.summary_failures', 'u.email'])
    .where(switchOn('n.weekly_summary', DEFAULT_NOTIFICATION_SETTINGS.weekly_summary))
    .where((eb) =>
      eb.or([
        eb('n.last_weekly_summary_at', '<=', weekAgo),
        eb.and([eb('n.last_weekly_summary_at', 'is', null), eb('n.updated_at', '<=', weekAgo)]),
      ]),
    )
    .where('n.summary_failures', '<', ITEM_MAX_FAILURES)
    .where((eb) =>
      eb.or([eb('n.summary_retry_at', 'is', null), eb('n.summary_retry_at', '<=', nowIso)]),
    )
    .orderBy('n.user_id')
    .limit(BATCH)
    .execute();

  let queued = 0;
  const summarise = async (applicant: (typeof due)[number]) => {
    const [changes, searchRows] = await Promise.all([
      db
        .selectFrom('applications')
        .select(['job_title', 'company_name', 'status'])
        .where('applicant_id', '=', applicant.user_id)
        .where('status_changed_at', '>', weekAgo)
        .orderBy('status_changed_at', 'desc')
        .limit(20)
        .execute(),
      db
        .selectFrom('saved_searches')
        .select(savedSearchColumns)
        .where('applicant_id', '=', applicant.user_id)
        .execute(),
    ]);
    const searches = searchRows.map((r) => ({
      ...toSavedSearchRecord(r),
      last_checked_at: weekAgo,
    }));
    const found = await countNewJobs(db, searches);
    const searchLines = searches.flatMap((search) => {
      const n = found.get(search.id);
      if (!n || n.count === 0) return [];
      return [
        `- "${search.name}": ${n.count}${n.capped ? '+' : ''} new ${n.count === 1 ? 'job' : 'jobs'}`,
      ];
    });

    const lines = [
      ...(changes.length > 0
        ? [
            'Your applications this week:',
            ...changes.map(
              (c) => `- ${c.job_title} at ${c.company_name}: ${STATUS_WORDS[c.status] ?? c.status}`,
            ),
            `${origin}/applicant/dashboard/applications`,
            '',
          ]
        : []),
      ...(searchLines.length > 0
        ? [
            'New jobs for your saved searches:',
            ...searchLines,
            `${origin}/applicant/dashboard/saved-searches`,
            '',
          ]
        : []),
    ];

    const sent = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('notification_settings')
        .set({ last_weekly_summary_at: nowIso, summary_failures: 0, summary_retry_at: null })
        .where('user_id', '=', applicant.user_id)
        .where((eb) =>
          applicant.last_weekly_summary_at === null
            ? eb('last_weekly_summary_at', 'is', null)
            : eb('last_weekly_summary_at', '=', applicant.last_weekly_summary_at),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0 || lines.length === 0) return false;
      return enqueueMail(trx, {
        dedupeKey: `weekly-summary:${applicant.user_id}:${applicant.last_weekly_summary_at ?? 'first'}`,
        to: applicant.email,
        subject: 'Your week on FirstShift',
        text: [
          'Hello,',
          '',
          ...lines,
          SETTINGS_FOOTER(origin, 'Weekly Summary'),
          '',
          'The FirstShift team',
        ].join('\n'),
      });
    });
    if (sent) queued++;
  };
  await forEachIsolated(due, {
    job: 'weekly summaries',
    now,
    log,
    handle: summarise,
    failuresOf: (applicant) => applicant.summary_failures,
    describe: (applicant) => ({ applicantId: applicant.user_id }),
    recordFailure: async (applicant, failures, retryAt) => {
      await db
        .updateTable('notification_settings')
        .set({ summary_failures: failures, summary_retry_at: retryAt.toISOString() })
        .where('user_id', '=', applicant.user_id)
        .execute();
    },
  });
  return queued;
}
