import type { FastifyBaseLogger } from 'fastify';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { PENDING_PREFIX } from '../../plugins/storage';

/**
 * Removes stored files by key from `dir` once their rows are gone, under their pending name too:
 * a crash between a row's commit and its file's rename leaves the file pending until the sweep
 * renames it (decision 020). The pending name goes first, so that a sweep renaming it meanwhile
 * leaves a permanent file that is removed next. A file that cannot be removed is logged, not
 * fatal: the account is already deleted and the row no longer points at it.
 */
export async function removeStoredFiles(
  dir: string,
  storageKeys: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const key of storageKeys) {
    // Keys are random names we generated; refuse anything that names another folder.
    if (!isPlainName(key)) continue;
    for (const name of [PENDING_PREFIX + key, key]) {
      try {
        await rm(path.join(dir, name), { force: true });
      } catch (error) {
        log.error({ err: error, storageKey: key }, 'could not remove a stored file');
      }
    }
  }
}

const isPlainName = (name: string) =>
  name !== '' && name !== '.' && name !== '..' && path.basename(name) === name;
