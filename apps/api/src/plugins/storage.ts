import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Duplex, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';

export interface StoredFile {
  /** Random name under the storage root; never derived from the uploaded name. */
  key: string;
  size: number;
}

/**
 * Where uploaded files (resumes) live. The local disk is the default; an S3-compatible store or
 * the database can take its place behind the same three calls (DESIGN §6).
 */
export interface FileStorage {
  /**
   * Streams `source`, through `checks` (transforms that may refuse it), under a new key; a
   * failed or refused stream leaves nothing behind.
   */
  save(source: Readable, ...checks: Duplex[]): Promise<StoredFile>;
  /** Removes a stored file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  open(key: string): Readable;
}

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

/** The folder under DATA_DIR that holds uploads (account deletion removes files from it too). */
export const UPLOADS_FOLDER = 'uploads';

const KEY_PATTERN = /^[0-9a-f]{32}$/;

export function localFileStorage(dir: string): FileStorage {
  const fileOf = (key: string) => {
    // Keys are ours; refuse anything else so that no call can reach outside the folder.
    if (!KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(dir, key);
  };
  return {
    async save(source, ...checks) {
      await mkdir(dir, { recursive: true });
      const key = randomBytes(16).toString('hex');
      const file = fileOf(key);
      try {
        await pipeline([source, ...checks, createWriteStream(file, { flags: 'wx' })]);
        return { key, size: (await stat(file)).size };
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    open(key) {
      return createReadStream(fileOf(key));
    },
  };
}

/** Makes the file store available to every route as `app.fileStorage`. */
export function registerStorage(app: FastifyInstance, config: Pick<Config, 'dataDir'>): void {
  app.decorate('fileStorage', localFileStorage(path.join(config.dataDir, UPLOADS_FOLDER)));
}
