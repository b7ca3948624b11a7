import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/create-db';
import {
  ITEM_MAX_FAILURES,
  type ItemLog,
  forEachIsolated,
  silentLog,
} from '../../lib/isolated-items';
import { type OutgoingMail, enqueueMail } from '../../lib/mail/outbox.repository';

// The mails a background run sends per item and period: "New Job Matches" per saved search and
// day, "Weekly Summary" per applicant and week (docs/decisions/015). A periodic mail is a query
// of the items due, a claim of each item's period and a template. Each mail is enqueued in the
// transaction that claims its period, with a dedupe key naming the period, so a restart or a
// second instance never mails twice. Each item is handled in isolation: one that fails waits
// and is retried, and never stops the others (lib/isolated-items, docs/decisions/022).

/** Items handled per run; the next run takes the rest. */
const BATCH = 200;

/** The columns of an item's row that record when its mail last went and how its tries failed. */
export interface MailLedger {
  table: 'saved_searches' | 'notification_settings';
  /** The table's alias in the query of due items. */
  alias: 's' | 'n';
  key: 'id' | 'user_id';
  sentAt: 'last_alerted_at' | 'last_weekly_summary_at';
  failures: 'alert_failures' | 'summary_failures';
  retryAt: 'alert_retry_at' | 'summary_retry_at';
  /** How the log names an item, e.g. savedSearchId. */
  logName: string;
}

/** What every due item's row holds besides its own columns: its ledger as the run read it. */
export interface LedgerRow {
  key: number;
  sent_at: string | null;
  failures: number;
}

/** What one item's period has to send. */
export interface PeriodMail {
  /** The mail, or null when the period passes with nothing to say. */
  mail: OutgoingMail | null;
  /** More to record in the mail's transaction once the period is claimed. */
  record?: (trx: Db) => Promise<void>;
}

export interface PeriodicMail<DB, TB extends keyof DB, Row> {
  /** For the log: "job alerts". */
  job: string;
  ledger: MailLedger;
  /** The items whose period is over at `now`, with the columns `compose` needs. */
  due(db: Db, now: Date): SelectQueryBuilder<DB, TB, Row>;
  /**
   * What the item's period has to send, read before its transaction; null when the period is
   * not over after all (nothing is claimed, and the next run looks again).
   */
  compose(db: Db, origin: string, row: Row & LedgerRow, now: Date): Promise<PeriodMail | null>;
}

/** Queues the due mails of one run and resolves with how many; what the scheduler calls. */
export type PeriodicMailRun = (
  db: Db,
  origin: string,
  now?: Date,
  log?: ItemLog,
) => Promise<number>;

async function setFailures(
  db: Db,
  ledger: MailLedger,
  key: number,
  failures: number,
  at: Date | null,
) {
  const { table, failures: column, retryAt, key: keyColumn } = ledger;
  await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${failures}, ${sql.ref(retryAt)} = ${at?.toISOString() ?? null} where ${sql.ref(keyColumn)} = ${key}`.execute(
    db,
  );
}

/**
 * Marks the item's period as mailed at `now`, conditional on what the run read: of two runs (two
 * instances, or a restart) that read the same row, only one moves it. False for the other.
 */
async function claimPeriod(trx: Db, ledger: MailLedger, row: LedgerRow, now: Date) {
  const { table, sentAt, failures, retryAt, key } = ledger;
  const asRead =
    row.sent_at === null
      ? sql`${sql.ref(sentAt)} is null`
      : sql`${sql.ref(sentAt)} = ${row.sent_at}`;
  const result =
    await sql`update ${sql.table(table)} set ${sql.ref(sentAt)} = ${now.toISOString()}, ${sql.ref(failures)} = 0, ${sql.ref(retryAt)} = null where ${sql.ref(key)} = ${row.key} and ${asRead}`.execute(
      trx,
    );
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** `definition.due` narrowed to the items not set aside whose wait after a failure is over. */
async function dueItems<DB, TB extends keyof DB, Row>(
  db: Db,
  definition: PeriodicMail<DB, TB, Row>,
  now: Date,
): Promise<Array<Row & LedgerRow>> {
  const { alias, key, sentAt, failures, retryAt } = definition.ledger;
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const rows = await definition
    .due(db, now)
    .select([
      sql<number>`${column(key)}`.as('key'),
      sql<string | null>`${column(sentAt)}`.as('sent_at'),
      sql<number>`${column(failures)}`.as('failures'),
    ])
    .where(
      sql<SqlBool>`${column(failures)} < ${ITEM_MAX_FAILURES} and (${column(retryAt)} is null or ${column(retryAt)} <= ${now.toISOString()})`,
    )
    .orderBy(column(key))
    .limit(BATCH)
    .execute();
  // Kysely cannot work out a selection over a query it only knows as generic: these are the
  // three columns selected above.
  return rows as Array<Row & LedgerRow>;
}

/** The run of a periodic mail: every due item claimed and its mail queued, each in isolation. */
export function periodicMail<DB, TB extends keyof DB, Row>(
  definition: PeriodicMail<DB, TB, Row>,
): PeriodicMailRun {
  const { ledger, job } = definition;
  return async (db, origin, now = new Date(), log = silentLog) => {
    const due = await dueItems(db, definition, now);
    let queued = 0;
    await forEachIsolated(due, {
      job,
      now,
      log,
      failuresOf: (row) => row.failures,
      describe: (row) => ({ [ledger.logName]: row.key }),
      recordFailure: (row, count, retryAt) => setFailures(db, ledger, row.key, count, retryAt),
      handle: async (row) => {
        const found = await definition.compose(db, origin, row, now);
        if (!found) {
          if (row.failures > 0) await setFailures(db, ledger, row.key, 0, null);
          return;
        }
        const { mail, record } = found;
        const sent = await db.transaction().execute(async (trx) => {
          if (!(await claimPeriod(trx, ledger, row, now)) || !mail) return false;
          await record?.(trx);
          return enqueueMail(trx, mail);
        });
        if (sent) queued++;
      },
    });
    return queued;
  };
}
