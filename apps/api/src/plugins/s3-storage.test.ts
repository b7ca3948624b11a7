import { S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { useS3Server } from '../testing/s3-server';
import { PENDING_PREFIX } from './file-storage';
import { s3FileStorage } from './s3-storage';

// What only the S3 store does (decision 023), against a real S3-compatible server; the
// contract it shares with the folder on disk is file-storage.test.ts.

const s3 = useS3Server();

const permanentName = (key: string) => `uploads/${key}`;

async function freshStore(options: { maxBytes?: number } = {}) {
  const bucket = await s3.current.newBucket();
  const storage = s3FileStorage({ client: s3.current.client, bucket, ...options });
  return { bucket, storage, objects: () => s3.current.objectNames(bucket) };
}

describe('S3 file storage', () => {
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

  it('lists only the names it makes in its own folder of the bucket', async () => {
    const { bucket, storage } = await freshStore();
    await s3.current.putObject(bucket, 'uploads/notes.txt');
    await s3.current.putObject(bucket, 'backups/0123456789abcdef0123456789abcdef');
    await s3.current.putObject(bucket, `uploads/${PENDING_PREFIX}not-a-key`);
    expect(await storage.list()).toEqual([]);
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
