import type { Readable } from 'node:stream';

/**
 * Where media bytes live, content-addressed by SHA-256. The file-system
 * implementation is the default; a shared object store (S3-compatible) would implement the
 * same four calls, with `localFile` answering a cached local copy.
 */
export interface MediaStorage {
  /**
   * Moves a finished temp file (on the same file system as `tempDir`) into place under its
   * hash, atomically: a reader sees the whole object or none. An existing object is replaced
   * by the same bytes, so a racing delete cannot leave a row without its object.
   */
  put(tempPath: string, hash: string): Promise<void>;
  /** A path on local disk holding the object's bytes (for sending and for sharp). */
  localFile(hash: string): Promise<string>;
  exists(hash: string): Promise<boolean>;
  /** The stored bytes as a stream, and how many there are (backup reads every file this way). */
  read(hash: string): Promise<{ size: number; stream: Readable }>;
  remove(hash: string): Promise<void>;
}
