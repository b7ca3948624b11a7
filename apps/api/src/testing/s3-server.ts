import type { S3Client } from '@aws-sdk/client-s3';
import { CreateBucketCommand, ListObjectsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { createS3Client } from '../plugins/s3-storage';

// A real S3-compatible server for the tests (s3rver, in this process, on a free loopback port,
// keeping its objects in a temporary folder): the API talks to it over HTTP with signed
// requests, exactly as it talks to S3.

/** s3rver's own key pair. */
const ACCESS_KEY = 'S3RVER';

export interface TestS3Server {
  endpoint: string;
  /** A client with the settings FILE_STORAGE=s3 gives the API. */
  client: S3Client;
  /** A new empty bucket; returns its name. */
  newBucket(): Promise<string>;
  /** The variables that put the API's uploads into `bucket`. */
  env(bucket: string): Record<string, string>;
  /** Every object name in `bucket`, sorted. */
  objectNames(bucket: string): Promise<string[]>;
  /** Puts an object as another instance (or a crash) left it. */
  putObject(bucket: string, name: string, body?: string): Promise<void>;
  /**
   * Makes an object look last written at `when`, as utimes does to a file on disk: s3rver
   * answers the modification time of the file that holds the object as its LastModified.
   */
  age(bucket: string, name: string, when: Date): Promise<void>;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'firstshift-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = createS3Client({
    kind: 's3',
    bucket: 'unused',
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    endpoint,
    client,
    async newBucket() {
      const bucket = `test-${randomBytes(6).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    env: (bucket) => ({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    }),
    async objectNames(bucket) {
      const names: string[] = [];
      let marker: string | undefined;
      do {
        const page = await client.send(new ListObjectsCommand({ Bucket: bucket, Marker: marker }));
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key);
        marker = page.IsTruncated ? page.Contents?.at(-1)?.Key : undefined;
      } while (marker);
      return names.sort();
    },
    async putObject(bucket, name, body = '%PDF-1.4 resume') {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: name, Body: body }));
    },
    async age(bucket, name, when) {
      // s3rver may still be moving the object's file into place just after it answered the
      // PUT (seen on a busy machine): wait for the file, for a while, rather than fail.
      const file = server.store.getResourcePath(bucket, name, 'object');
      for (let attempt = 1; ; attempt++) {
        try {
          await utimes(file, when, when);
          return;
        } catch (error) {
          const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
          if (!missing || attempt === 100) throw error;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** An S3 server for the whole test file: started before its tests, stopped after them. */
export function useS3Server(): { readonly current: TestS3Server } {
  let server: TestS3Server | undefined;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get current() {
      if (!server) throw new Error('The S3 server starts in beforeAll; use it inside tests');
      return server;
    },
  };
}
