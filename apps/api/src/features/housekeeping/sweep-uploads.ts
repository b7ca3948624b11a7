import type { Db } from '../../db/create-db';
import type { FileStorage } from '../../plugins/storage';

/**
 * How old an upload leftover must be before the sweep removes it: a pending file no row names
 * (an upload cut off, or a crash before its row was committed), or a permanent file no row
 * names (a crash while deleting an account). Twice the age past which a pending file may no
 * longer be recorded (PENDING_HOLD_MAX_AGE_MS), so that a file is never removed under a row
 * being committed (decision 020).
 */
export const UPLOAD_LEFTOVER_AGE_MS = 10 * 60_000;

export type UploadSweepCounts = {
  /** Pending files whose row was committed before a crash, now permanent. */
  madePermanent: number;
  /** Pending files no row names, removed. */
  removedPending: number;
  /** Permanent files no row names, removed. */
  removedUnreferenced: number;
};

/** Keys per query, well under SQLite's and PostgreSQL's limits on bound parameters. */
const KEYS_PER_QUERY = 500;

/** Which of `keys` a files row names. */
async function referencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let at = 0; at < keys.length; at += KEYS_PER_QUERY) {
    const rows = await db
      .selectFrom('files')
      .select('storage_key')
      .where('storage_key', 'in', keys.slice(at, at + KEYS_PER_QUERY))
      .execute();
    for (const row of rows) found.add(row.storage_key);
  }
  return found;
}

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

/** False when the file went meanwhile (its account was deleted since the folder was read). */
async function madePermanent(storage: FileStorage, key: string): Promise<boolean> {
  try {
    await storage.makePermanent(key);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/**
 * Brings the upload folder back in line with the files rows after a crash: a pending file
 * whose row exists is made permanent (whatever its age: its row is committed), and files no
 * row names are removed once they are old enough. Several instances may sweep at once: every
 * step is a rename or a removal that tolerates having been done already.
 */
export async function sweepUploads(
  db: Db,
  storage: FileStorage,
  now: Date = new Date(),
): Promise<UploadSweepCounts> {
  // The folder is read before the rows: a file becomes permanent only after its row is
  // committed, so the query below sees the row of every permanent file listed.
  const entries = await storage.list();
  const keys = entries.map((entry) => entry.key);
  const referenced = await referencedKeys(db, keys);
  const counts: UploadSweepCounts = { madePermanent: 0, removedPending: 0, removedUnreferenced: 0 };
  for (const entry of entries) {
    if (referenced.has(entry.key)) {
      if (entry.pending && (await madePermanent(storage, entry.key))) counts.madePermanent += 1;
      continue;
    }
    if (now.getTime() - entry.changedAt.getTime() < UPLOAD_LEFTOVER_AGE_MS) continue;
    if (entry.pending) {
      await storage.removePending(entry.key);
      counts.removedPending += 1;
    } else {
      await storage.removePermanent(entry.key);
      counts.removedUnreferenced += 1;
    }
  }
  return counts;
}
