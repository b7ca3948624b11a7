import { randomBytes } from 'node:crypto';
import type { Duplex, Readable } from 'node:stream';
import { HttpError } from '../lib/http-error';

// What every file store shares (the local folder, an S3 bucket): the calls, the names of
// pending and permanent files, and the ages of decision 020.

export interface StoredFile {
  /** Random name under the storage root; never derived from the uploaded name. */
  key: string;
  size: number;
}

/** A file in the store, as the upload sweep sees it. */
export interface StorageEntry {
  key: string;
  /** Saved but not made permanent yet: its row is being recorded, or never will be. */
  pending: boolean;
  /** When it was last written or held. */
  changedAt: Date;
}

/**
 * Where uploaded files (resumes) live: the local disk by default, or an S3-compatible bucket
 * (FILE_STORAGE=s3, decision 023), behind the same calls.
 *
 * A file is saved *pending* and made permanent only once the row that points at it is
 * committed, so that a crash at any moment leaves no permanent file without a row; the upload
 * sweep finishes or removes what a crash left pending (decision 020).
 */
export interface FileStorage {
  /**
   * Streams `source`, through `checks` (transforms that may refuse it), into a new pending
   * file; a failed or refused stream leaves nothing behind.
   */
  save(source: Readable, ...checks: Duplex[]): Promise<StoredFile>;
  /**
   * Called in the transaction that records the file's row, just before the commit: fails when
   * the pending file is gone or too old to be trusted (the sweep may be removing it), and
   * otherwise restarts its age so that the sweep leaves it alone while the row commits.
   */
  hold(key: string): Promise<void>;
  /**
   * Makes a pending file permanent once its row is committed; already done (by the sweep) is
   * fine. Fails with code ENOENT when the file is under neither name.
   */
  makePermanent(key: string): Promise<void>;
  /** Removes a file, pending or permanent; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Removes the file only if it is still pending (the sweep's removal of an abandoned upload). */
  removePending(key: string): Promise<void>;
  /** Removes the file only if it is permanent (the sweep's removal of a file no row names). */
  removePermanent(key: string): Promise<void>;
  open(key: string): Readable;
  /** Every file the store has made, pending or permanent; anything else in its folder is ignored. */
  list(): Promise<StorageEntry[]>;
}

/** The folder under DATA_DIR (or the prefix in the bucket) that holds uploads. */
export const UPLOADS_FOLDER = 'uploads';

/** A pending file's name is its key after this prefix, in the same folder (a rename is atomic there). */
export const PENDING_PREFIX = 'tmp-';

/**
 * A pending file older than this is not made permanent: the sweep removes unclaimed pending
 * files after twice as long, so a file held within this age can never be removed under a
 * committing row (decision 020).
 */
export const PENDING_HOLD_MAX_AGE_MS = 5 * 60_000;

export const UPLOAD_TOO_SLOW_MESSAGE =
  'Your application took too long to arrive, so its resume was not kept. Please send it again.';

/**
 * Gone (swept) or too old: the request took too long after its file; the client sends it
 * again. 408 rather than a server error: nothing is wrong on our side.
 */
export const uploadTooSlow = () => new HttpError(408, UPLOAD_TOO_SLOW_MESSAGE, 'resume');

const KEY_PATTERN = /^[0-9a-f]{32}$/;

/** A new random key: 32 hex digits. */
export const newStorageKey = () => randomBytes(16).toString('hex');

/** Whether `name` is a key a store makes (anything else in its folder is not the store's). */
export const isStorageKey = (name: string) => KEY_PATTERN.test(name);

/** Keys are ours; anything else is refused so that no call can reach outside the store. */
export function checkedStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
  return key;
}

/** The error of a file that is under neither of its names, as the disk reports one (ENOENT). */
export function missingStoredFile(key: string): Error {
  return Object.assign(new Error(`No stored file ${key}`), { code: 'ENOENT' });
}
