declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    /** Where the buckets' objects are kept. */
    directory: string;
    configureBuckets?: { name: string }[];
  }

  /** An S3-compatible server (accepts the access key S3RVER with the secret S3RVER). */
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
