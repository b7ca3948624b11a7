import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db';
import { PENDING_PREFIX } from '../../plugins/file-storage';
import { createApplicant } from '../../testing/factories';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { useUploadStores } from '../../testing/upload-stores';
import { sweepUploads, UPLOAD_LEFTOVER_AGE_MS } from './sweep-uploads';

// The upload sweep of decision 020, on each store the files can live in: a folder on disk and
// a bucket of a real S3-compatible server (decision 023), on each database.

const stores = useUploadStores();

const NOW = new Date();
const OLD = new Date(NOW.getTime() - UPLOAD_LEFTOVER_AGE_MS - 60_000);
const YOUNG = new Date(NOW.getTime() - 60_000);

const newKey = () => randomBytes(16).toString('hex');

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

describe.each(testDatabaseKinds)('sweeping upload leftovers on %s', (kind) => {
  const ctx = setupTestApp(kind);

  describe.each(stores)('in $name', (store) => {
    it('finishes recorded pending files and removes old files no row names', async () => {
      const { storage, put, names } = await store.open();
      const kept = newKey();
      const committedBeforeCrash = newKey();
      const committingNow = newKey();
      const abandoned = newKey();
      const uploading = newKey();
      const deletedAccount = newKey();
      const justWritten = newKey();
      await recordFiles(ctx.db, [kept, committedBeforeCrash, committingNow]);
      await put(kept, OLD);
      await put(PENDING_PREFIX + committedBeforeCrash, OLD);
      await put(PENDING_PREFIX + committingNow, YOUNG);
      await put(PENDING_PREFIX + abandoned, OLD);
      await put(PENDING_PREFIX + uploading, YOUNG);
      await put(deletedAccount, OLD);
      await put(justWritten, YOUNG);
      // Not a name the store makes: not the sweep's to judge.
      await put('notes.txt', OLD);

      const counts = await sweepUploads(ctx.db, storage, NOW);

      expect(counts).toEqual({ madePermanent: 2, removedPending: 1, removedUnreferenced: 1 });
      expect(await names()).toEqual(
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

    it('keeps a pending file that was held lately, whenever its bytes were written', async () => {
      const { storage, put, names } = await store.open();
      const committing = await put(PENDING_PREFIX + newKey(), YOUNG);
      const abandoned = await put(PENDING_PREFIX + newKey(), YOUNG);
      // Its row is being committed: the hold restarts its age (on S3 in its metadata:
      // LastModified stays when an object is copied onto itself).
      await storage.hold(committing.slice(PENDING_PREFIX.length));

      const later = new Date(Date.now() + UPLOAD_LEFTOVER_AGE_MS - 30_000);
      expect(await sweepUploads(ctx.db, storage, later)).toEqual({
        madePermanent: 0,
        removedPending: 1,
        removedUnreferenced: 0,
      });
      expect(await names()).toEqual([committing]);
      expect(abandoned).not.toBe(committing);
    });

    it('removes the young leftovers too once they are old enough', async () => {
      const { storage, put, names } = await store.open();
      const uploading = await put(PENDING_PREFIX + newKey(), YOUNG);
      const justWritten = await put(newKey(), YOUNG);
      expect(await sweepUploads(ctx.db, storage, NOW)).toMatchObject({
        removedPending: 0,
        removedUnreferenced: 0,
      });
      expect(await names()).toEqual([uploading, justWritten].sort());

      const later = new Date(NOW.getTime() + UPLOAD_LEFTOVER_AGE_MS);
      expect(await sweepUploads(ctx.db, storage, later)).toEqual({
        madePermanent: 0,
        removedPending: 1,
        removedUnreferenced: 1,
      });
      expect(await names()).toEqual([]);
    });

    it('reads the rows (and a bucket’s listing pages) in batches and keeps every recorded file', async () => {
      const { storage, put, names } = await store.open();
      // The sweep asks for rows 500 keys at a time, and S3 lists at most 1,000 objects a page.
      const keys = Array.from({ length: 1_050 }, newKey);
      await recordFiles(ctx.db, keys);
      for (let at = 0; at < keys.length; at += 25) {
        await Promise.all(keys.slice(at, at + 25).map((key) => put(key, OLD)));
      }
      const orphan = await put(newKey(), OLD);
      expect((await names()).length).toBe(keys.length + 1);

      expect(await sweepUploads(ctx.db, storage, NOW)).toEqual({
        madePermanent: 0,
        removedPending: 0,
        removedUnreferenced: 1,
      });
      const left = await names();
      expect(left).not.toContain(orphan);
      expect(left).toEqual([...keys].sort());
    }, 120_000);

    it('does nothing when no upload was ever stored', async () => {
      const { storage } = await store.open();
      expect(await sweepUploads(ctx.db, storage, NOW)).toEqual({
        madePermanent: 0,
        removedPending: 0,
        removedUnreferenced: 0,
      });
    });
  });
});
