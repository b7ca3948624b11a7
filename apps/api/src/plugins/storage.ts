import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { Duplex, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';
import { HttpError } from '../lib/http-error';

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
 * Where uploaded files (resumes) live. The local disk is the default; an S3-compatible store or
 * the database can take its place behind the same calls (DESIGN §6).
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
  /** Makes a pending file permanent once its row is committed; already done (by the sweep) is fine. */
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

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

/** The folder under DATA_DIR that holds uploads (account deletion removes files from it too). */
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

const KEY_PATTERN = /^[0-9a-f]{32}$/;

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

export function localFileStorage(dir: string): FileStorage {
  const checked = (key: string) => {
    // Keys are ours; refuse anything else so that no call can reach outside the folder.
    if (!KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${key}`);
    return key;
  };
  const fileOf = (key: string) => path.join(dir, checked(key));
  const pendingFileOf = (key: string) => path.join(dir, PENDING_PREFIX + checked(key));

  return {
    async save(source, ...checks) {
      await mkdir(dir, { recursive: true });
      const key = randomBytes(16).toString('hex');
      const file = pendingFileOf(key);
      try {
        await pipeline([source, ...checks, createWriteStream(file, { flags: 'wx' })]);
        return { key, size: (await stat(file)).size };
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
    },
    async hold(key) {
      const file = pendingFileOf(key);
      // Gone (swept) or too old: the request took too long after its file; the client sends
      // it again. 408 rather than a server error: nothing is wrong on our side.
      const mtimeMs = await stat(file).then(
        (stats) => stats.mtimeMs,
        (error: unknown) => {
          if (isMissing(error)) return -Infinity;
          throw error;
        },
      );
      if (Date.now() - mtimeMs > PENDING_HOLD_MAX_AGE_MS) {
        throw new HttpError(408, UPLOAD_TOO_SLOW_MESSAGE, 'resume');
      }
      const now = new Date();
      await utimes(file, now, now);
    },
    async makePermanent(key) {
      try {
        await rename(pendingFileOf(key), fileOf(key));
      } catch (error) {
        // The sweep finished this rename first (it saw the committed row).
        if (!isMissing(error) || !existsSync(fileOf(key))) throw error;
      }
    },
    async remove(key) {
      // Pending first: a sweep making it permanent meanwhile then leaves a file removed next.
      await rm(pendingFileOf(key), { force: true });
      await rm(fileOf(key), { force: true });
    },
    async removePending(key) {
      await rm(pendingFileOf(key), { force: true });
    },
    async removePermanent(key) {
      await rm(fileOf(key), { force: true });
    },
    open(key) {
      // A row is committed before its file is renamed: after a crash in between, the complete
      // file is still under its pending name until the sweep renames it.
      const file = fileOf(key);
      return createReadStream(existsSync(file) ? file : pendingFileOf(key));
    },
    async list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const entries: StorageEntry[] = [];
      for (const name of names) {
        const pending = name.startsWith(PENDING_PREFIX);
        const key = pending ? name.slice(PENDING_PREFIX.length) : name;
        if (!KEY_PATTERN.test(key)) continue;
        try {
          const { mtime } = await stat(path.join(dir, name));
          entries.push({ key, pending, changedAt: mtime });
        } catch (error) {
          // Renamed or removed since the folder was read: the next sweep sees it as it is then.
          if (!isMissing(error)) throw error;
        }
      }
      return entries;
    },
  };
}

/** Makes the file store available to every route as `app.fileStorage`. */
export function registerStorage(app: FastifyInstance, config: Pick<Config, 'dataDir'>): void {
  app.decorate('fileStorage', localFileStorage(path.join(config.dataDir, UPLOADS_FOLDER)));
}
