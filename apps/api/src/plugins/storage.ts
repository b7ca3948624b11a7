import type { FastifyInstance } from 'fastify';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';
import {
  type FileStorage,
  PENDING_HOLD_MAX_AGE_MS,
  PENDING_PREFIX,
  type StorageEntry,
  UPLOADS_FOLDER,
  checkedStorageKey,
  isStorageKey,
  newStorageKey,
  uploadTooSlow,
} from './file-storage';
import { createS3Client, s3FileStorage } from './s3-storage';

export {
  type FileStorage,
  PENDING_HOLD_MAX_AGE_MS,
  PENDING_PREFIX,
  type StorageEntry,
  type StoredFile,
  UPLOAD_TOO_SLOW_MESSAGE,
  UPLOADS_FOLDER,
} from './file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

/** Files in a folder of the local disk (DATA_DIR/uploads), the default store. */
export function localFileStorage(dir: string): FileStorage {
  const fileOf = (key: string) => path.join(dir, checkedStorageKey(key));
  const pendingFileOf = (key: string) => path.join(dir, PENDING_PREFIX + checkedStorageKey(key));

  return {
    async save(source, ...checks) {
      await mkdir(dir, { recursive: true });
      const key = newStorageKey();
      const file = pendingFileOf(key);
      const sink = createWriteStream(file, { flags: 'wx' });
      try {
        await pipeline([source, ...checks, sink]);
        return { key, size: (await stat(file)).size };
      } catch (error) {
        // A check can refuse the first bytes before the file is even open: the file is made
        // when its opening completes, so it is removed only once the stream has closed.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        await rm(file, { force: true });
        throw error;
      }
    },
    async hold(key) {
      const file = pendingFileOf(key);
      const mtimeMs = await stat(file).then(
        (stats) => stats.mtimeMs,
        (error: unknown) => {
          if (isMissing(error)) return -Infinity;
          throw error;
        },
      );
      if (Date.now() - mtimeMs > PENDING_HOLD_MAX_AGE_MS) throw uploadTooSlow();
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
        if (!isStorageKey(key)) continue;
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

/**
 * Makes the file store of FILE_STORAGE available to every route as `app.fileStorage`: the
 * folder DATA_DIR/uploads, or an S3 bucket. A bucket that cannot be reached stops the start-up
 * with what to check, rather than the first application with a resume failing.
 */
export function registerStorage(
  app: FastifyInstance,
  config: Pick<Config, 'dataDir' | 'fileStorage'>,
): void {
  const settings = config.fileStorage;
  if (settings.kind === 'local') {
    app.decorate('fileStorage', localFileStorage(path.join(config.dataDir, UPLOADS_FOLDER)));
    return;
  }
  const client = createS3Client(settings);
  const storage = s3FileStorage({ client, bucket: settings.bucket });
  app.decorate('fileStorage', storage);
  app.addHook('onReady', () => storage.checkBucket(settings.endpoint));
  app.addHook('onClose', async () => {
    client.destroy();
  });
}
