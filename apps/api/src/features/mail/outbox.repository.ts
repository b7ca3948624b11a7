import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// The durable outbox (docs/decisions/008): a mail is a row first, so that it survives a crash
// or a slow SMTP server, and a worker sends it later. A conditional update claims each row, so
// several workers (API instances, or one restarted) never send a row while another holds it.

/** A database or a transaction: mails are best enqueued in the transaction that causes them. */
type Executor = Kysely<Database>;

export interface OutgoingMail {
  /** Names the mail once and for all: a second enqueue with the same key does nothing. */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  /** Not before this time (default: now). */
  sendAfter?: Date;
}

export interface ClaimedMail {
  id: number;
  recipient: string;
  subject: string;
  bodyText: string;
  attempts: number;
}

/** Adds a mail to the outbox; false when a mail with this dedupe key was already there. */
export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<boolean> {
  const now = new Date().toISOString();
  const result = await db
    .insertInto('mail_outbox')
    .values({
      dedupe_key: mail.dedupeKey,
      recipient: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      status: 'pending',
      attempts: 0,
      send_after: (mail.sendAfter ?? new Date()).toISOString(),
      created_at: now,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Claims up to `limit` due mails for `lockMs`: pending ones, and ones whose sender stopped
 * (status 'sending' with an expired lock). Each claim counts as an attempt.
 */
export async function claimDueMail(
  db: Executor,
  { limit, lockMs, now = new Date() }: { limit: number; lockMs: number; now?: Date },
): Promise<ClaimedMail[]> {
  const nowIso = now.toISOString();
  const lockedUntil = new Date(now.getTime() + lockMs).toISOString();
  const candidates = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', 'in', ['pending', 'sending'])
    .where('send_after', '<=', nowIso)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
    .orderBy('send_after')
    .orderBy('id')
    .limit(limit)
    .execute();

  const claimed: ClaimedMail[] = [];
  for (const { id } of candidates) {
    // The same conditions again: only one of several racing workers updates the row.
    const row = await db
      .updateTable('mail_outbox')
      .set((eb) => ({
        status: 'sending',
        locked_until: lockedUntil,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'sending'])
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
      .returning(['id', 'recipient', 'subject', 'body_text', 'attempts'])
      .executeTakeFirst();
    if (row) {
      claimed.push({
        id: row.id,
        recipient: row.recipient,
        subject: row.subject,
        bodyText: row.body_text,
        attempts: Number(row.attempts),
      });
    }
  }
  return claimed;
}

export async function markSent(db: Executor, id: number, now: Date = new Date()): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now.toISOString(), locked_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** After a failed attempt: try again at `retryAt`, or give up (status 'failed') when null. */
export async function markAttemptFailed(
  db: Executor,
  id: number,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: retryAt ? 'pending' : 'failed',
      ...(retryAt ? { send_after: retryAt.toISOString() } : {}),
      locked_until: null,
      last_error: error.slice(0, 1000),
    })
    .where('id', '=', id)
    .execute();
}
