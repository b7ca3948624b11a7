import { SAVED_SEARCHES_MAX, type SavedSearchPayload } from '@firstshift/domain';
import { type Db, isPostgres } from '../../db/create-db';
import {
  type SavedSearchRecord,
  savedSearchColumns as columns,
  toSavedSearchRecord,
} from '../../db/saved-search-record';
import { HttpError } from '../../lib/http-error';
import { isStorableId } from '../../lib/ids';

// An applicant's saved searches. Every call names the applicant, so one applicant's id never
// reaches another's search: it is simply not found.

/** Said when the applicant saves filters they have already saved, under the name they gave. */
export const alreadySavedMessage = (name: string) =>
  `You already saved this search as “${name}”. Find it under Saved Searches.`;

export const SAVED_SEARCHES_FULL_MESSAGE = `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`;

/** The applicant's saved searches, newest first. */
export async function listSavedSearches(db: Db, applicantId: number): Promise<SavedSearchRecord[]> {
  const rows = await db
    .selectFrom('saved_searches')
    .select(columns)
    .where('applicant_id', '=', applicantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SAVED_SEARCHES_MAX)
    .execute();
  return rows.map(toSavedSearchRecord);
}

export async function createSavedSearch(
  db: Db,
  applicantId: number,
  payload: SavedSearchPayload,
): Promise<SavedSearchRecord> {
  // Counted and written in one transaction, the applicant's row locked on PostgreSQL (SQLite's
  // write transactions already run one at a time): two saves at once could each count 49 and
  // both write, past the limit.
  return db.transaction().execute(async (trx) => {
    if (isPostgres(db)) {
      await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', applicantId)
        .forUpdate()
        .execute();
    }
    const { count } = await trx
      .selectFrom('saved_searches')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('applicant_id', '=', applicantId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= SAVED_SEARCHES_MAX) throw new HttpError(409, SAVED_SEARCHES_FULL_MESSAGE);
    // The same filters saved twice would list, count and mail the same jobs twice.
    const same = await trx
      .selectFrom('saved_searches')
      .select('name')
      .where('applicant_id', '=', applicantId)
      .where('filters', '=', JSON.stringify(payload.filters))
      .executeTakeFirst();
    if (same) throw new HttpError(409, alreadySavedMessage(same.name));
    return insertSavedSearch(trx, applicantId, payload);
  });
}

async function insertSavedSearch(
  db: Db,
  applicantId: number,
  payload: SavedSearchPayload,
): Promise<SavedSearchRecord> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('saved_searches')
    .values({
      applicant_id: applicantId,
      name: payload.name,
      filters: JSON.stringify(payload.filters),
      // Jobs count as new from the moment the search is saved.
      last_checked_at: now,
      last_alerted_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toSavedSearchRecord(row);
}

/** Renames the search and replaces its filters; undefined when it is not the applicant's. */
export async function updateSavedSearch(
  db: Db,
  applicantId: number,
  id: number,
  payload: SavedSearchPayload,
): Promise<SavedSearchRecord | undefined> {
  if (!isStorableId(id)) return undefined;
  const row = await db
    .updateTable('saved_searches')
    .set({
      name: payload.name,
      filters: JSON.stringify(payload.filters),
      updated_at: new Date().toISOString(),
      // A changed search gets a fresh start if its alerts had been failing.
      alert_failures: 0,
      alert_retry_at: null,
    })
    .where('id', '=', id)
    .where('applicant_id', '=', applicantId)
    .returning(columns)
    .executeTakeFirst();
  return row && toSavedSearchRecord(row);
}

/** Notes that the applicant has seen the search's jobs: none of them counts as new any more. */
export async function markSavedSearchChecked(
  db: Db,
  applicantId: number,
  id: number,
): Promise<SavedSearchRecord | undefined> {
  if (!isStorableId(id)) return undefined;
  const now = new Date().toISOString();
  const row = await db
    .updateTable('saved_searches')
    .set({ last_checked_at: now, updated_at: now })
    .where('id', '=', id)
    .where('applicant_id', '=', applicantId)
    .returning(columns)
    .executeTakeFirst();
  return row && toSavedSearchRecord(row);
}

/** Deletes the search and its alerts; false when it is not the applicant's. */
export async function deleteSavedSearch(db: Db, applicantId: number, id: number): Promise<boolean> {
  if (!isStorableId(id)) return false;
  return db.transaction().execute(async (trx) => {
    const own = trx
      .selectFrom('saved_searches')
      .select('id')
      .where('id', '=', id)
      .where('applicant_id', '=', applicantId);
    await trx.deleteFrom('job_alerts').where('saved_search_id', 'in', own).execute();
    const result = await trx
      .deleteFrom('saved_searches')
      .where('id', '=', id)
      .where('applicant_id', '=', applicantId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}
