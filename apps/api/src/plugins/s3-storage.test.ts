import { S3Client } from '@aws-sdk/client-s3';
import { Readable, Transform } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { useS3Server } from '../testing/s3-server';
import { PENDING_HOLD_MAX_AGE_MS, PENDING_PREFIX, UPLOAD_TOO_SLOW_MESSAGE } from './storage';
import { s3FileStorage } from './s3-storage';

// The S3 store's side of decisions 020 and 023, against a real S3-compatible server: the same
// contract as the local folder (storage.test.ts), with objects for files.

const s3 = useS3Server();

const permanentName = (key: string) => `uploads/${key}`;
const pendingName = (key: string) => `uploads/${PENDING_PREFIX}${key}`;

async function freshStore(options: { maxBytes?: number } = {}) {
  const bucket = await s3.current.newBucket();
  const storage = s3FileStorage({ client: s3.current.client, bucket, ...options });
  return { bucket, storage, objects: () => s3.current.objectNames(bucket) };
}

const refusing = (when: 'at once' | 'at the end') =>
  new Transform({
    transform(chunk, _encoding, done) {
      done(when === 'at once' ? new Error('refused') : null, chunk);
    },
    flush(done) {
      done(new Error('refused'));
    },
  });

describe('S3 file storage', () => {
  it('saves pending, makes permanent once (a second time is not an error), and reads both', async () => {
    const { storage, objects } = await freshStore();
    const { key, size } = await storage.save(Readable.from([Buffer.from('%PDF-1.4 cv')]));
    expect(size).toBe(11);
    expect(await objects()).toEqual([pendingName(key)]);
    // A row committed just before a crash: its object is read under the pending name.
    expect(await text(storage.open(key))).toBe('%PDF-1.4 cv');
    expect(await storage.list()).toEqual([
      { key, pending: true, changedAt: expect.any(Date) as Date },
    ]);

    await storage.hold(key);
    await storage.makePermanent(key);
    await storage.makePermanent(key);
    expect(await objects()).toEqual([permanentName(key)]);
    expect(await text(storage.open(key))).toBe('%PDF-1.4 cv');
    expect(await storage.list()).toEqual([
      { key, pending: false, changedAt: expect.any(Date) as Date },
    ]);

    await storage.remove(key);
    expect(await objects()).toEqual([]);
  });

  it('streams a larger file through the checks and keeps every byte', async () => {
    const { storage } = await freshStore();
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
      const { storage, objects } = await freshStore();
      await expect(
        storage.save(Readable.from([Buffer.from('MZ'), Buffer.from('more')]), refusing(when)),
      ).rejects.toThrow('refused');
      expect(await objects()).toEqual([]);
    },
  );

  it('leaves nothing of a stream that breaks off, nor of one larger than it takes', async () => {
    const { storage, objects } = await freshStore({ maxBytes: 10 });
    const broken = new Readable({ read() {} });
    broken.push(Buffer.from('%PDF-1.4'));
    setImmediate(() => broken.destroy(new Error('connection reset')));
    await expect(storage.save(broken)).rejects.toThrow('connection reset');
    await expect(storage.save(Readable.from([Buffer.alloc(11)]))).rejects.toThrow(
      'at most 10 bytes',
    );
    expect(await objects()).toEqual([]);
  });

  it('will not hold a pending object that is gone or waited too long, so that the row is not committed', async () => {
    const { bucket, storage } = await freshStore();
    const { key } = await storage.save(Readable.from([Buffer.from('%PDF-1.4')]));
    const stale = new Date(Date.now() - PENDING_HOLD_MAX_AGE_MS - 1_000);
    await s3.current.age(bucket, pendingName(key), stale);
    await expect(storage.hold(key)).rejects.toMatchObject({
      statusCode: 408,
      message: UPLOAD_TOO_SLOW_MESSAGE,
      field: 'resume',
    });

    await storage.removePending(key);
    await expect(storage.hold(key)).rejects.toMatchObject({ statusCode: 408 });
    await expect(storage.makePermanent(key)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('holding restarts the age of a pending object, for the hold and for the sweep', async () => {
    const { bucket, storage } = await freshStore();
    const { key } = await storage.save(Readable.from([Buffer.from('%PDF-1.4')]));
    const earlier = new Date(Date.now() - PENDING_HOLD_MAX_AGE_MS + 60_000);
    await s3.current.age(bucket, pendingName(key), earlier);
    const [before] = await storage.list();
    expect(before?.changedAt.getTime()).toBeLessThan(earlier.getTime() + 1_000);

    const heldAt = Date.now();
    await storage.hold(key);
    const [entry] = await storage.list();
    expect(entry?.changedAt.getTime()).toBeGreaterThanOrEqual(heldAt - 1_000);
    // The bytes are untouched, and it can be held again within the limit.
    expect(await text(storage.open(key))).toBe('%PDF-1.4');
    await s3.current.age(bucket, pendingName(key), new Date(0));
    await storage.hold(key);
  });

  it('removes by kind only an object of that kind', async () => {
    const { storage, objects } = await freshStore();
    const pending = (await storage.save(Readable.from([Buffer.from('a')]))).key;
    const permanent = (await storage.save(Readable.from([Buffer.from('b')]))).key;
    await storage.makePermanent(permanent);

    await storage.removePermanent(pending);
    await storage.removePending(permanent);
    expect(await objects()).toEqual([pendingName(pending), permanentName(permanent)].sort());
    await storage.removePending(pending);
    await storage.removePermanent(permanent);
    expect(await objects()).toEqual([]);
    // Removing what is not there is not an error.
    await storage.remove(pending);
  });

  it('reads the permanent object when a crash left both names, and fails for a missing key', async () => {
    const { bucket, storage } = await freshStore();
    const { key } = await storage.save(Readable.from([Buffer.from('%PDF-1.4 old')]));
    // Made permanent, then a crash before the pending object was removed.
    await s3.current.putObject(bucket, permanentName(key), '%PDF-1.4 cv');
    expect(await text(storage.open(key))).toBe('%PDF-1.4 cv');
    expect((await storage.list()).map((entry) => entry.pending).sort()).toEqual([false, true]);
    await storage.makePermanent(key);
    expect(await storage.list()).toEqual([
      { key, pending: false, changedAt: expect.any(Date) as Date },
    ]);

    await storage.remove(key);
    await expect(text(storage.open(key))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('lists only the names it makes', async () => {
    const { bucket, storage } = await freshStore();
    await s3.current.putObject(bucket, 'uploads/notes.txt');
    await s3.current.putObject(bucket, 'backups/0123456789abcdef0123456789abcdef');
    await s3.current.putObject(bucket, `uploads/${PENDING_PREFIX}not-a-key`);
    expect(await storage.list()).toEqual([]);
  });

  it('refuses keys it did not make', async () => {
    const { storage } = await freshStore();
    expect(() => storage.open('../etc/passwd')).toThrow('Not a storage key');
    await expect(storage.remove('../other-bucket')).rejects.toThrow('Not a storage key');
  });

  it('says which settings to check when the bucket cannot be used', async () => {
    const missing = s3FileStorage({ client: s3.current.client, bucket: 'no-such-bucket' });
    await expect(missing.checkBucket(s3.current.endpoint)).rejects.toThrow(
      /the bucket "no-such-bucket" cannot be used at http:\/\/127\.0\.0\.1:\d+ \(HTTP 404.*Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the credentials/,
    );
    const unknownKey = new S3Client({
      endpoint: s3.current.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'nobody', secretAccessKey: 'S3RVER' },
    });
    const { bucket } = await freshStore();
    try {
      await expect(
        s3FileStorage({ client: unknownKey, bucket }).checkBucket(s3.current.endpoint),
      ).rejects.toThrow(/HTTP 403/);
    } finally {
      unknownKey.destroy();
    }
  });
});
