import { statSync, type Stats } from 'node:fs';

/**
 * A file's stat, or undefined when it cannot be read. Synchronous: a stat of a local file takes
 * microseconds, less than a hand-off to libuv's thread pool and back, and the pages ask for one per request.
 */
export function statIfAny(file: string): Stats | undefined {
  try {
    return statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}
