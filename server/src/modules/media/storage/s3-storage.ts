import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../../config.js';
import { LocalCopies, type CopyLimits } from './local-copies.js';
import { objectPath } from './fs-storage.js';
import type { MediaStorage } from './storage.js';

export interface S3Storage extends MediaStorage {
  /** Closes the client's connections. */
  close(): void;
}

/**
 * Objects in an S3-compatible bucket; sharp and sendFile read local copies kept under
 * `cacheDir` (bounded, least recently used evicted). A new upload's temp file becomes its
 * copy, so the renditions asked for right after an upload need no download. Keys are the file
 * system's fan-out below `prefix` (`media/`; a private area's below `private/<area>/`).
 */
export function s3Storage(
  settings: S3Settings,
  cacheDir: string,
  { prefix = 'media', idleMs }: { prefix?: string; idleMs?: CopyLimits['idleMs'] } = {},
): S3Storage {
  const keyOf = (hash: string) => objectPath(prefix, hash);
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 demands them: many S3-compatible servers know no trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const copies = new LocalCopies(cacheDir, settings.cacheBytes, { idleMs });
  const Bucket = settings.bucket;
  return {
    async put(tempPath, hash) {
      const { size } = await stat(tempPath);
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(hash), Body: createReadStream(tempPath), ContentLength: size }));
      await copies.adopt(hash, tempPath);
    },
    localFile(hash) {
      return copies.get(hash, async (temp) => {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(hash) }));
        if (!(Body instanceof Readable)) throw new Error(`media object ${hash}: no body`);
        await pipeline(Body, createWriteStream(temp, { flags: 'wx' }));
      });
    },
    async exists(hash) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(hash) }));
        return true;
      } catch (error) {
        if (error instanceof NotFound) return false;
        throw error;
      }
    },
    async read(hash) {
      const { Body, ContentLength } = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(hash) }));
      if (!(Body instanceof Readable) || ContentLength === undefined) throw new Error(`media object ${hash}: no body`);
      return { size: ContentLength, stream: Body };
    },
    async remove(hash) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(hash) }));
      await copies.forget(hash);
    },
    close() {
      copies.close();
      client.destroy();
    },
  };
}
