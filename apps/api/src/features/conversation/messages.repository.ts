import type { ApplicationMessage, PartyRole } from '@firstshift/domain';
import type { Kysely } from 'kysely';
import { isPostgres } from '../../db/create-db';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { isStorableId } from '../../lib/ids';
import { type Notify, conversationPath } from '../../lib/notices';
import { type Party, openBusiness } from './parties';

// The messages of an application between its two parties (docs/decisions/034): plain text,
// oldest first, no attachments. The other side hears of a new one in the bell (one unread
// notification per conversation) and by mail, at most once an hour while they have not read
// the conversation.

type Executor = Kysely<Database>;

export const MESSAGE_NOT_FOUND = 'Message not found';
/** Messages one side may send in one conversation within an hour: a person never needs more. */
export const MESSAGES_PER_HOUR = 30;
export const TOO_MANY_MESSAGES =
  'You have sent many messages in this conversation in the last hour. Wait a little, then try again.';

/**
 * The conversation's messages as `party` reads them; the ones sent to them, and the bell's
 * notifications of this application, are now read.
 */
export async function readMessages(
  db: Executor,
  party: Party,
  now: Date = new Date(),
): Promise<ApplicationMessage[]> {
  const rows = await db
    .selectFrom('application_messages as m')
    .leftJoin('message_reports as r', (join) =>
      join.onRef('r.message_id', '=', 'm.id').on('r.reporter_user_id', '=', party.viewerId),
    )
    .select(['m.id', 'm.sender_role', 'm.body', 'm.created_at', 'm.read_at', 'r.id as report_id'])
    .where('m.application_id', '=', party.applicationId)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
  const unread = rows.filter((row) => row.sender_role !== party.viewer && row.read_at === null);
  if (unread.length > 0) {
    const at = now.toISOString();
    await db
      .updateTable('application_messages')
      .set({ read_at: at })
      .where('application_id', '=', party.applicationId)
      .where('sender_role', '!=', party.viewer)
      .where('read_at', 'is', null)
      .execute();
  }
  // Whatever the bell said of this application has now been seen.
  await db
    .updateTable('notifications')
    .set({ read_at: now.toISOString() })
    .where('user_id', '=', party.viewerId)
    .where('link', '=', conversationPath(party.viewer, party.applicationId))
    .where('read_at', 'is', null)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    from: row.sender_role,
    sender_name: row.sender_role === 'business' ? party.companyName : party.applicant.name,
    body: row.body,
    sent_at: row.created_at,
    mine: row.sender_role === party.viewer,
    read_at: row.read_at,
    reported: row.report_id !== null,
  }));
}

/**
 * Adds `body` from `party` to the conversation and tells the other side; in `db`, a transaction
 * (the route's, or a status move's that carries the message).
 */
export async function postMessage(
  db: Executor,
  party: Party,
  body: string,
  notify: Notify,
  now: Date = new Date(),
): Promise<number> {
  const business = openBusiness(party);
  // The conversation's messages are counted, written and told one post at a time: on PostgreSQL
  // the application's row is locked to the transaction's end (SQLite's write transactions already
  // run one at a time). Posted at once, 45 messages passed the hourly limit of 30, and their bell
  // notices and mails were each written several times, deadlocking on one another.
  if (isPostgres(db)) {
    await db
      .selectFrom('applications')
      .select('id')
      .where('id', '=', party.applicationId)
      .forUpdate()
      .execute();
  }
  const recent = await db
    .selectFrom('application_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('application_id', '=', party.applicationId)
    .where('sender_role', '=', party.viewer)
    .where('created_at', '>', new Date(now.getTime() - 3_600_000).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= MESSAGES_PER_HOUR) throw new HttpError(429, TOO_MANY_MESSAGES);
  const inserted = await db
    .insertInto('application_messages')
    .values({
      application_id: party.applicationId,
      sender_user_id: party.viewerId,
      sender_role: party.viewer,
      body,
      created_at: now.toISOString(),
      read_at: null,
      mailed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const recipientRole: PartyRole = party.viewer === 'business' ? 'applicant' : 'business';
  await notify(db, {
    kind: 'message-posted',
    messageId: inserted.id,
    applicationId: party.applicationId,
    recipientRole,
    recipientId: recipientRole === 'business' ? business.id : party.applicant.id,
    senderName: party.viewer === 'business' ? business.name : party.applicant.name,
    jobTitle: party.jobTitle,
    body,
  });
  return inserted.id;
}

/**
 * Stores a report of a message the other side sent, with its own copy of the text; once per
 * message and reporter. Returns the report's id and the text, for the safety mail and log.
 */
export async function reportMessage(
  db: Executor,
  party: Party,
  messageId: number,
  reason: string | null,
  now: Date = new Date(),
) {
  const message = isStorableId(messageId)
    ? await db
        .selectFrom('application_messages')
        .select(['id', 'body', 'sender_role'])
        .where('id', '=', messageId)
        .where('application_id', '=', party.applicationId)
        .executeTakeFirst()
    : undefined;
  if (!message) throw new HttpError(404, MESSAGE_NOT_FOUND);
  if (message.sender_role === party.viewer) {
    throw new HttpError(400, 'You can only report a message sent to you.');
  }
  const inserted = await db
    .insertInto('message_reports')
    .values({
      message_id: message.id,
      application_id: party.applicationId,
      reporter_user_id: party.viewerId,
      reporter_role: party.viewer,
      message_body: message.body,
      reason,
      created_at: now.toISOString(),
      reviewed_at: null,
    })
    .onConflict((oc) => oc.columns(['message_id', 'reporter_user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? { reportId: inserted.id, body: message.body } : null;
}
