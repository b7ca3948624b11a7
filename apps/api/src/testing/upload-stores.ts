import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { FileStorage } from '../plugins/file-storage';
import { s3FileStorage } from '../plugins/s3-storage';
import { localFileStorage } from '../plugins/storage';
import { useS3Server } from './s3-server';

// Test-only: each store resumes can live in (decisions 020 and 023), empty, with a look behind
// its back, so that one test states a store's contract once and runs it on both: a folder on
// disk, and a bucket of a real S3-compatible server.

export interface UploadStore {
  storage: FileStorage;
  /** Puts a file named `name` straight into the upload folder, last written at `changedAt`. */
  put: (name: string, changedAt: Date, content?: string) => Promise<string>;
  /** Makes the file named `name` look last written at `changedAt`. */
  age: (name: string, changedAt: Date) => Promise<void>;
  /** The names in the upload folder, sorted: `<key>` or `<PENDING_PREFIX><key>`. */
  names: () => Promise<string[]>;
}

export interface UploadStoreKind {
  name: string;
  open: (options?: { maxBytes?: number }) => Promise<UploadStore>;
}

/** Call at the top of a test file: starts what the stores need (an S3 server) for the file. */
export function useUploadStores(): UploadStoreKind[] {
  const s3 = useS3Server();
  const root = mkdtempSync(path.join(tmpdir(), 'firstshift-uploads-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const folder: UploadStoreKind = {
    name: 'a folder',
    open: async () => {
      // Made by the store or the first put: a board where nothing was uploaded has no folder.
      const dir = path.join(mkdtempSync(path.join(root, 'store-')), 'uploads');
      const age = async (name: string, changedAt: Date) =>
        utimesSync(path.join(dir, name), changedAt, changedAt);
      return {
        storage: localFileStorage(dir),
        put: async (name, changedAt, content = '%PDF-1.4 resume') => {
          mkdirSync(dir, { recursive: true });
          await writeFile(path.join(dir, name), content);
          await age(name, changedAt);
          return name;
        },
        age,
        names: async () => (existsSync(dir) ? readdirSync(dir).sort() : []),
      };
    },
  };

  const bucket: UploadStoreKind = {
    name: 'a bucket',
    open: async (options = {}) => {
      const server = s3.current;
      const name = await server.newBucket();
      const inUploads = (file: string) => `uploads/${file}`;
      const age = (file: string, changedAt: Date) => server.age(name, inUploads(file), changedAt);
      return {
        storage: s3FileStorage({ client: server.client, bucket: name, ...options }),
        put: async (file, changedAt, content) => {
          await server.putObject(name, inUploads(file), content);
          await age(file, changedAt);
          return file;
        },
        age,
        names: async () =>
          (await server.objectNames(name)).map((object) => object.replace(/^uploads\//, '')).sort(),
      };
    },
  };

  return [folder, bucket];
}
