import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db';
import { localFileStorage, PENDING_PREFIX } from '../../plugins/storage';
import { createApplicant } from '../../testing/factories';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { sweepUploads, UPLOAD_LEFTOVER_AGE_MS } from './sweep-uploads';

const root = mkdtempSync(path.join(tmpdir(), 'firstshift-sweep-'));
const dir = path.join(root, 'uploads');
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeEach(() => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
});

const NOW = new Date();
const OLD = new Date(NOW.getTime() - UPLOAD_LEFTOVER_AGE_MS - 60_000);
const YOUNG = new Date(NOW.getTime() - 60_000);

const newKey = () => randomBytes(16).toString('hex');

/** A file in the upload folder, last written at `changedAt`. */
function putFile(name: string, changedAt: Date): string {
  const file = path.join(dir, name);
  writeFileSync(file, '%PDF-1.4 resume');
  utimesSync(file, changedAt, changedAt);
  return name;
}

async function recordFiles(db: Db, keys: string[]): Promise<void> {
  const { userId } = await createApplicant(db);
  for (let at = 0; at < keys.length; at += 200) {
    await db
      .insertInto('files')
      .values(
        keys.slice(at, at + 200).map((key) => ({
          owner_user_id: userId,
          storage_key: key,
          original_name: 'resume.pdf',
          content_type: 'application/pdf',
          size_bytes: 15,
          created_at: NOW.toISOString(),
        })),
      )
      .execute();
  }
}

const folder = () => readdirSync(dir).sort();

describe.each(testDatabaseKinds)('sweeping upload leftovers on %s', (kind) => {
  const ctx = setupTestApp(kind);
  const storage = localFileStorage(dir);

  it('finishes recorded pending files and removes old files no row names', async () => {
    const kept = newKey();
    const committedBeforeCrash = newKey();
    const committingNow = newKey();
    const abandoned = newKey();
    const uploading = newKey();
    const deletedAccount = newKey();
    const justWritten = newKey();
    await recordFiles(ctx.db, [kept, committedBeforeCrash, committingNow]);
    putFile(kept, OLD);
    putFile(PENDING_PREFIX + committedBeforeCrash, OLD);
    putFile(PENDING_PREFIX + committingNow, YOUNG);
    putFile(PENDING_PREFIX + abandoned, OLD);
    putFile(PENDING_PREFIX + uploading, YOUNG);
    putFile(deletedAccount, OLD);
    putFile(justWritten, YOUNG);
    // Not a name the store makes: not the sweep's to judge.
    putFile('notes.txt', OLD);

    const counts = await sweepUploads(ctx.db, storage, NOW);

    expect(counts).toEqual({ madePermanent: 2, removedPending: 1, removedUnreferenced: 1 });
    expect(folder()).toEqual(
      [
        kept,
        committedBeforeCrash,
        committingNow,
        PENDING_PREFIX + uploading,
        justWritten,
        'notes.txt',
      ].sort(),
    );
    // A second sweep, or another instance's, finds nothing more to do.
    expect(await sweepUploads(ctx.db, storage, NOW)).toEqual({
      madePermanent: 0,
      removedPending: 0,
      removedUnreferenced: 0,
    });
  });

  it('removes the young leftovers too once they are old enough', async () => {
    const uploading = putFile(PENDING_PREFIX + newKey(), YOUNG);
    const justWritten = putFile(newKey(), YOUNG);
    expect(await sweepUploads(ctx.db, storage, NOW)).toMatchObject({
      removedPending: 0,
      removedUnreferenced: 0,
    });
    expect(folder()).toEqual([uploading, justWritten].sort());

    const later = new Date(NOW.getTime() + UPLOAD_LEFTOVER_AGE_MS);
    expect(await sweepUploads(ctx.db, storage, later)).toEqual({
      madePermanent: 0,
      removedPending: 1,
      removedUnreferenced: 1,
    });
    expect(folder()).toEqual([]);
  });

  it('reads the rows of a large folder in batches and keeps every recorded file', async () => {
    const keys = Array.from({ length: 1_100 }, newKey);
    await recordFiles(ctx.db, keys);
    for (const key of keys) putFile(key, OLD);
    const orphan = newKey();
    putFile(orphan, OLD);

    expect(await sweepUploads(ctx.db, storage, NOW)).toEqual({
      madePermanent: 0,
      removedPending: 0,
      removedUnreferenced: 1,
    });
    expect(folder()).toEqual([...keys].sort());
  });

  it('does nothing when no upload was ever stored', async () => {
    rmSync(dir, { recursive: true, force: true });
    expect(await sweepUploads(ctx.db, storage, NOW)).toEqual({
      madePermanent: 0,
      removedPending: 0,
      removedUnreferenced: 0,
    });
  });
});
