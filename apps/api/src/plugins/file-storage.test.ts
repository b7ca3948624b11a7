import { Readable, Transform } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { useUploadStores } from '../testing/upload-stores';
import { PENDING_HOLD_MAX_AGE_MS, PENDING_PREFIX, UPLOAD_TOO_SLOW_MESSAGE } from './file-storage';

// The contract of a resume store (decision 020: saved pending, made permanent once the row is
// committed), stated once and run on each store: a folder on disk and an S3 bucket (decision
// 023). What only one store does is tested beside it (s3-storage.test.ts).

const stores = useUploadStores();

const refusing = (when: 'at once' | 'at the end') =>
  new Transform({
    transform(chunk, _encoding, done) {
      done(when === 'at once' ? new Error('refused') : null, chunk);
    },
    flush(done) {
      done(new Error('refused'));
    },
  });

const pdf = (content = '%PDF-1.4') => Readable.from([Buffer.from(content)]);

describe.each(stores)('resumes in $name', (store) => {
  it('saves pending, makes permanent once (a second time is not an error), and reads both', async () => {
    const { storage, names } = await store.open();
    const { key, size } = await storage.save(pdf('%PDF-1.4 cv'));
    expect(size).toBe(11);
    expect(await names()).toEqual([PENDING_PREFIX + key]);
    // A row committed just before a crash: its file is read under the pending name.
    expect(await text(storage.open(key))).toBe('%PDF-1.4 cv');
    expect(await storage.list()).toEqual([
      { key, pending: true, changedAt: expect.any(Date) as Date },
    ]);

    await storage.hold(key);
    await storage.makePermanent(key);
    await storage.makePermanent(key);
    expect(await names()).toEqual([key]);
    expect(await text(storage.open(key))).toBe('%PDF-1.4 cv');
    expect(await storage.list()).toEqual([
      { key, pending: false, changedAt: expect.any(Date) as Date },
    ]);

    await storage.remove(key);
    expect(await names()).toEqual([]);
  });

  it('streams a larger file through the checks and keeps every byte', async () => {
    const { storage } = await store.open();
    const chunks = Array.from({ length: 80 }, (_, i) => Buffer.alloc(64 * 1024, i));
    let seen = 0;
    const counting = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        seen += chunk.length;
        done(null, chunk);
      },
    });
    const { key, size } = await storage.save(Readable.from(chunks), counting);
    expect(size).toBe(80 * 64 * 1024);
    expect(seen).toBe(size);
    const read: Buffer[] = [];
    for await (const chunk of storage.open(key)) read.push(chunk as Buffer);
    expect(Buffer.concat(read).equals(Buffer.concat(chunks))).toBe(true);
  });

  it.each(['at once', 'at the end'] as const)(
    'leaves nothing of a stream refused %s',
    async (when) => {
      const { storage, names } = await store.open();
      await expect(
        storage.save(Readable.from([Buffer.from('MZ'), Buffer.from('more')]), refusing(when)),
      ).rejects.toThrow('refused');
      expect(await names()).toEqual([]);
    },
  );

  it('will not hold a pending file that is gone or waited too long, so that the row is not committed', async () => {
    const { storage, age } = await store.open();
    const { key } = await storage.save(pdf());
    await age(PENDING_PREFIX + key, new Date(Date.now() - PENDING_HOLD_MAX_AGE_MS - 1_000));
    await expect(storage.hold(key)).rejects.toMatchObject({
      statusCode: 408,
      message: UPLOAD_TOO_SLOW_MESSAGE,
      field: 'resume',
    });

    await storage.removePending(key);
    await expect(storage.hold(key)).rejects.toMatchObject({ statusCode: 408 });
    await expect(storage.makePermanent(key)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('holding restarts the age of a pending file, for the hold and for the sweep', async () => {
    const { storage, age } = await store.open();
    const { key } = await storage.save(pdf());
    const earlier = new Date(Date.now() - PENDING_HOLD_MAX_AGE_MS + 60_000);
    await age(PENDING_PREFIX + key, earlier);
    const [before] = await storage.list();
    expect(before?.changedAt.getTime()).toBeLessThan(earlier.getTime() + 1_000);

    const heldAt = Date.now();
    await storage.hold(key);
    const [entry] = await storage.list();
    expect(entry?.changedAt.getTime()).toBeGreaterThanOrEqual(heldAt - 1_000);
    // The bytes are untouched, and it can be held again within the limit.
    expect(await text(storage.open(key))).toBe('%PDF-1.4');
    await age(PENDING_PREFIX + key, new Date(Date.now() - 60_000));
    await storage.hold(key);
  });

  it('removes by kind only a file of that kind, and removing what is gone is no error', async () => {
    const { storage, names } = await store.open();
    const pending = (await storage.save(pdf('a'))).key;
    const permanent = (await storage.save(pdf('b'))).key;
    await storage.makePermanent(permanent);

    await storage.removePermanent(pending);
    await storage.removePending(permanent);
    expect(await names()).toEqual([PENDING_PREFIX + pending, permanent].sort());
    await storage.removePending(pending);
    await storage.removePermanent(permanent);
    expect(await names()).toEqual([]);
    await storage.remove(pending);
  });

  it('lists only the names it makes', async () => {
    const { storage, put } = await store.open();
    await put('notes.txt', new Date());
    await put(`${PENDING_PREFIX}not-a-key`, new Date());
    expect(await storage.list()).toEqual([]);
  });

  it('refuses keys it did not make', async () => {
    const { storage } = await store.open();
    expect(() => storage.open('../etc/passwd')).toThrow('Not a storage key');
    await expect(storage.remove('../elsewhere')).rejects.toThrow('Not a storage key');
  });
});
