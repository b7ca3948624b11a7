import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import type { Database } from '../../db/schema';

// The durable outbox (docs/decisions/008): a mail is a row first, so that it survives a crash
// or a slow SMTP server, and a worker sends it later. A conditional update claims each row, so
// several workers (API instances, or one restarted) never send a row while another holds it.
// Delivery is at least once: a crash between sending and recording it sends the mail again,
// with the same Message-ID, so the second copy is recognisable (and most mail systems drop it).

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
  /** A calendar invitation that goes with it. */
  calendar?: CalendarInvitation;
}

/** An iCalendar object (RFC 5545) and its METHOD, sent as the mail's calendar part. */
export interface CalendarInvitation {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

function readCalendar(stored: string | null): CalendarInvitation | null {
  if (stored === null) return null;
  const parsed = JSON.parse(stored) as CalendarInvitation;
  return { method: parsed.method, content: parsed.content };
}

export interface ClaimedMail {
  id: number;
  /** The left part of its Message-ID, the same on every attempt (see messageKeyFor). */
  messageKey: string;
  recipient: string;
  subject: string;
  bodyText: string;
  calendar: CalendarInvitation | null;
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
      calendar: mail.calendar ? JSON.stringify(mail.calendar) : null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * The left part of a row's Message-ID: its id and a digest of its dedupe key, so that it never
 * changes between attempts and never repeats between two outboxes that share a sender domain.
 */
export function messageKeyFor(id: number, dedupeKey: string): string {
  const digest = createHash('sha256').update(dedupeKey).digest('base64url').slice(0, 16);
  return `outbox-${id}.${digest}`;
}

export interface ClaimOptions {
  limit: number;
  /** How long the claim holds without renewal (see renewLease). */
  lockMs: number;
  /** Rows claimed this many times already are left to failAbandoned. */
  maxAttempts?: number;
  now?: Date;
}

/**
 * Claims up to `limit` due mails for `lockMs`: pending ones, and ones whose sender stopped
 * (status 'sending' with an expired lock). Each claim counts as an attempt.
 */
export async function claimDueMail(
  db: Executor,
  { limit, lockMs, maxAttempts, now = new Date() }: ClaimOptions,
): Promise<ClaimedMail[]> {
  const nowIso = now.toISOString();
  const lockedUntil = new Date(now.getTime() + lockMs).toISOString();
  const candidates = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', 'in', ['pending', 'sending'])
    .where('send_after', '<=', nowIso)
    .$if(maxAttempts !== undefined, (qb) => qb.where('attempts', '<', maxAttempts ?? 0))
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
      .returning(['id', 'dedupe_key', 'recipient', 'subject', 'body_text', 'calendar', 'attempts'])
      .executeTakeFirst();
    if (row) {
      claimed.push({
        id: row.id,
        messageKey: messageKeyFor(row.id, row.dedupe_key),
        recipient: row.recipient,
        subject: row.subject,
        bodyText: row.body_text,
        calendar: readCalendar(row.calendar),
        attempts: row.attempts,
      });
    }
  }
  return claimed;
}

/** Extends the claim on `ids` that this worker still holds (status 'sending') by `lockMs`. */
export async function renewLease(
  db: Executor,
  ids: number[],
  lockMs: number,
  now: Date = new Date(),
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('mail_outbox')
    .set({ locked_until: new Date(now.getTime() + lockMs).toISOString() })
    .where('id', 'in', ids)
    .where('status', '=', 'sending')
    .execute();
}

/**
 * Sets aside (status 'failed') the mails claimed `maxAttempts` times whose last sender stopped
 * before it could say how it went: the mail that keeps a worker from finishing is not tried
 * forever. Returns how many.
 */
export async function failAbandoned(
  db: Executor,
  maxAttempts: number,
  now: Date = new Date(),
): Promise<number> {
  const result = await db
    .updateTable('mail_outbox')
    .set({
      status: 'failed',
      locked_until: null,
      last_error: `Abandoned after ${maxAttempts} attempts that did not finish`,
    })
    .where('status', '=', 'sending')
    .where('attempts', '>=', maxAttempts)
    .where('locked_until', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
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
