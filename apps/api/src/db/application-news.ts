import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** What a list row says beside an application's status (docs/decisions/034). */
export interface ApplicationNews {
  /** An interview in play: waiting for the applicant's answer, or agreed. */
  interview: { status: 'proposed' | 'confirmed'; starts_at: string | null } | null;
  /** Messages from the other side not read yet. */
  unread_messages: number;
}

/**
 * The interview in play and the unread messages of each of `ids`, for the list of one side
 * (`reader`): two queries whatever the number of rows.
 */
export async function applicationNews(
  db: Kysely<Database>,
  ids: number[],
  reader: 'business' | 'applicant',
): Promise<(id: number) => ApplicationNews> {
  if (ids.length === 0) return () => ({ interview: null, unread_messages: 0 });
  const [interviews, unread] = await Promise.all([
    db
      .selectFrom('interviews')
      .select(['application_id', 'status', 'starts_at'])
      .where('application_id', 'in', ids)
      .where('status', 'in', ['proposed', 'confirmed'])
      .execute(),
    db
      .selectFrom('application_messages')
      .select((eb) => ['application_id', eb.fn.countAll<number | string>().as('count')])
      .where('application_id', 'in', ids)
      .where('sender_role', '!=', reader)
      .where('read_at', 'is', null)
      .groupBy('application_id')
      .execute(),
  ]);
  return (id) => {
    const interview = interviews.find((i) => i.application_id === id);
    return {
      interview:
        interview && (interview.status === 'proposed' || interview.status === 'confirmed')
          ? { status: interview.status, starts_at: interview.starts_at }
          : null,
      unread_messages: Number(unread.find((u) => u.application_id === id)?.count ?? 0),
    };
  };
}
