import type { FastifyBaseLogger } from 'fastify';
import { rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes stored files by key from `dir` once their rows are gone. A file that cannot be
 * removed is logged, not fatal: the account is already deleted and the row no longer points at it.
 */
export async function removeStoredFiles(
  dir: string,
  storageKeys: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const key of storageKeys) {
    // Keys are random names we generated; refuse anything that would leave the folder.
    const file = path.resolve(dir, key);
    if (!file.startsWith(path.resolve(dir) + path.sep)) continue;
    try {
      await rm(file, { force: true });
    } catch (error) {
      log.error({ err: error, storageKey: key }, 'could not remove a stored file');
    }
  }
}
