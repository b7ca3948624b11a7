// The few parts of s3rver (which ships no types) that the tests' S3 server uses.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Where the server keeps each object's bytes (its modification time is LastModified). */
    readonly store: {
      getResourcePath(bucket: string, key: string, resource: 'object'): string;
    };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
