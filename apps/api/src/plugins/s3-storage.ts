import { inspect } from 'node:util';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3StorageConfig } from '../config';
import {
  type FileStorage,
  PENDING_HOLD_MAX_AGE_MS,
  PENDING_PREFIX,
  type StorageEntry,
  UPLOADS_FOLDER,
  checkedStorageKey,
  isStorageKey,
  missingStoredFile,
  newStorageKey,
  uploadTooSlow,
} from './file-storage';

// Uploads in a bucket of S3 or an S3-compatible store, with the crash safety of the local
// folder (decisions 020 and 023). Objects are named as the files on disk are:
// uploads/tmp-<key> while pending, uploads/<key> once their row is committed.

/** Object metadata that records when a pending object was last held (see hold). */
const HELD_AT = 'held-at';

/**
 * What one saved file may weigh at most: it is kept in memory until its last byte has passed
 * the checks, then written in one request. Resumes stop at 5 MB long before.
 */
export const S3_MAX_OBJECT_BYTES = 16 * 1024 * 1024;

/** A file larger than the store takes; never a resume, which the form cuts at 5 MB. */
class TooLargeForStore extends Error {
  readonly code = 'FILE_TOO_LARGE_FOR_STORE';
  constructor(maxBytes: number) {
    super(`A stored file may have at most ${maxBytes} bytes`);
    this.name = 'TooLargeForStore';
  }
}

export interface S3FileStorage extends FileStorage {
  /** Fails, saying what to check, when the bucket cannot be reached with these settings. */
  checkBucket(endpoint?: string): Promise<void>;
}

export interface S3FileStorageOptions {
  client: S3Client;
  bucket: string;
  maxBytes?: number;
}

/** The client for S3_* settings; the caller destroys it. */
export function createS3Client(settings: S3StorageConfig): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: many S3-compatible servers refuse or mangle the
    // CRC32 headers and trailers the SDK adds by default. TLS protects the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A hold runs inside the application's transaction: a store that stops answering must fail
    // the request, not keep the transaction open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

/** A key or object that is not there (HEAD answers a bare 404 NotFound, GET and COPY NoSuchKey). */
const isNotFound = (error: unknown) =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/** The later of two instants; an unreadable one is ignored. */
function latest(lastModified: Date | undefined, heldAt: string | undefined): Date | null {
  const times = [lastModified?.getTime(), heldAt === undefined ? NaN : Date.parse(heldAt)].filter(
    (time): time is number => time !== undefined && Number.isFinite(time),
  );
  return times.length === 0 ? null : new Date(Math.max(...times));
}

export function s3FileStorage(options: S3FileStorageOptions): S3FileStorage {
  const { client, bucket, maxBytes = S3_MAX_OBJECT_BYTES } = options;
  const folder = `${UPLOADS_FOLDER}/`;
  const objectOf = (key: string) => folder + checkedStorageKey(key);
  const pendingObjectOf = (key: string) => folder + PENDING_PREFIX + checkedStorageKey(key);

  const remove = (name: string) =>
    client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));

  /**
   * When an object was last written or held, or null when it is not there. A copy onto itself
   * (hold) does not move LastModified on every S3-compatible server, so a hold also writes the
   * time into the object's metadata, and the later of the two counts.
   */
  async function changedAt(name: string): Promise<Date | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name }));
      return latest(head.LastModified, head.Metadata?.[HELD_AT]);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function exists(name: string): Promise<boolean> {
    return (await changedAt(name)) !== null;
  }

  /** The body of the first of `names` that exists. */
  async function* firstOf(key: string, names: string[]): AsyncGenerator<Buffer> {
    for (const name of names) {
      let body: unknown;
      try {
        ({ Body: body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name })));
      } catch (error) {
        if (isNotFound(error)) continue;
        throw error;
      }
      if (!(body instanceof Readable)) throw new Error(`No readable body for ${name}`);
      yield* body as AsyncIterable<Buffer>;
      return;
    }
    throw missingStoredFile(key);
  }

  return {
    async save(source, ...checks) {
      const key = newStorageKey();
      const chunks: Buffer[] = [];
      let size = 0;
      const collect = new Writable({
        write(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) {
            done(new TooLargeForStore(maxBytes));
            return;
          }
          chunks.push(chunk);
          done();
        },
      });
      // The checks see every byte as it arrives and refuse as soon as they can; only a file that
      // passed all of them, to its end, is written: a refused one never reaches the bucket.
      await pipeline([source, ...checks, collect]);
      const name = pendingObjectOf(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: name,
            Body: Buffer.concat(chunks, size),
            ContentLength: size,
          }),
        );
      } catch (error) {
        // The store may have kept it even so (an answer lost on the way): nothing stays. If it
        // cannot be removed either, the sweep removes it once it is old enough.
        await remove(name).catch(() => undefined);
        throw error;
      }
      return { key, size };
    },
    async hold(key) {
      const name = pendingObjectOf(key);
      const changed = await changedAt(name);
      if (changed === null || Date.now() - changed.getTime() > PENDING_HOLD_MAX_AGE_MS) {
        throw uploadTooSlow();
      }
      try {
        // Rewrites the object's metadata in place; its bytes stay where they are.
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: name,
            CopySource: `${bucket}/${name}`,
            MetadataDirective: 'REPLACE',
            Metadata: { [HELD_AT]: new Date().toISOString() },
          }),
        );
      } catch (error) {
        if (isNotFound(error)) throw uploadTooSlow();
        throw error;
      }
    },
    async makePermanent(key) {
      const pending = pendingObjectOf(key);
      const permanent = objectOf(key);
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: permanent,
            CopySource: `${bucket}/${pending}`,
          }),
        );
      } catch (error) {
        if (!isNotFound(error)) throw error;
        // The sweep (of any instance) finished it first, having seen the committed row.
        if (await exists(permanent)) return;
        throw missingStoredFile(key);
      }
      // A crash before this removal leaves the same file under both names: reads take the
      // permanent one, and the sweep removes the pending one (its row exists).
      await remove(pending);
    },
    async remove(key) {
      // Pending first: a sweep making it permanent meanwhile then leaves an object removed next.
      await remove(pendingObjectOf(key));
      await remove(objectOf(key));
    },
    async removePending(key) {
      await remove(pendingObjectOf(key));
    },
    async removePermanent(key) {
      await remove(objectOf(key));
    },
    open(key) {
      // A row is committed before its object is made permanent: after a crash in between, the
      // complete object is still pending until the sweep finishes it. Permanent once more last:
      // it may have been made permanent between the first two reads.
      const names = [objectOf(key), pendingObjectOf(key), objectOf(key)];
      return Readable.from(firstOf(key, names), { objectMode: false });
    },
    async list() {
      const entries: StorageEntry[] = [];
      // Pages of up to 1,000 names, each after the last name of the one before: the listing
      // every S3-compatible server has (V2's continuation tokens are not made alike everywhere).
      let marker: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsCommand({ Bucket: bucket, Prefix: folder, Marker: marker }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(folder.length) ?? '';
          const pending = name.startsWith(PENDING_PREFIX);
          const key = pending ? name.slice(PENDING_PREFIX.length) : name;
          if (!isStorageKey(key) || !object.Key || !object.LastModified) continue;
          if (!pending) {
            entries.push({ key, pending, changedAt: object.LastModified });
            continue;
          }
          // A listing does not show when a pending object was held; pending objects are few
          // (uploads in progress and what crashes left), so each is asked.
          const changed = await changedAt(object.Key);
          // Gone since the listing: the next sweep sees it as it is then.
          if (changed) entries.push({ key, pending, changedAt: changed });
        }
        marker = page.IsTruncated ? page.Contents?.at(-1)?.Key : undefined;
      } while (marker);
      return entries;
    },
    async checkBucket(endpoint) {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : inspect(error);
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
          ?.httpStatusCode;
        throw new Error(
          `FILE_STORAGE=s3: the bucket "${bucket}" cannot be used at ${endpoint ?? 'AWS S3'}` +
            ` (${status ? `HTTP ${status}, ` : ''}${reason}). Check S3_BUCKET, S3_ENDPOINT,` +
            ' S3_REGION and the credentials (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY).',
          { cause: error },
        );
      }
    },
  };
}
