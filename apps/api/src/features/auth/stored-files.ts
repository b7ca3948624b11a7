import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../plugins/storage';

/**
 * Removes stored files by key from the file store (the local folder or the bucket) once their
 * rows are gone, under their pending name too: a crash between a row's commit and its file
 * being made permanent leaves the file pending until the sweep finishes it (decision 020). The
 * store removes the pending name first, so that a sweep making it permanent meanwhile leaves a
 * permanent file that is removed next. A file that cannot be removed is logged, not fatal: the
 * account is already deleted and the row no longer points at it; the sweep removes the file
 * once no row names it.
 */
export async function removeStoredFiles(
  storage: FileStorage,
  storageKeys: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const key of storageKeys) {
    try {
      await storage.remove(key);
    } catch (error) {
      log.error({ err: error, storageKey: key }, 'could not remove a stored file');
    }
  }
}
