import path from 'node:path';
import type { Config } from '../../../config.js';
import { fileSystemStorage } from './fs-storage.js';
import { s3Storage } from './s3-storage.js';
import type { MediaStorage } from './storage.js';

/**
 * A private file's local copy (S3) lives this long after its last use: the host whose remover
 * deletes a file deletes its copy at once, every other host's goes within this time.
 */
const PRIVATE_COPY_IDLE_MS = 5 * 60_000;

/** Where a site's stored files live, made from the configuration alone (the server, backup and restore use it). */
export interface MediaStores {
  /** BLOKWERK_DATA_DIR/media: `objects/`, `tmp/`, `renditions/`, `private/`. */
  root: string;
  /** The media library's originals, by SHA-256. */
  objects: MediaStorage;
  /** The store of a private area (private-files.ts), made on first use. */
  privateArea(area: string): MediaStorage;
  /** Closes the S3 clients, if any. */
  close(): void;
}

/** The file system under BLOKWERK_DATA_DIR/media, or the configured S3 bucket with bounded local copies. */
export function mediaStores(config: Pick<Config, 'dataDir' | 's3'>): MediaStores {
  const root = path.join(config.dataDir, 'media');
  const remote = config.s3 ? s3Storage(config.s3, path.join(root, 's3-copies')) : undefined;
  const objects = remote ?? fileSystemStorage(path.join(root, 'objects'));
  // Private areas lie outside `objects/` (and its bucket prefix), where no delivery route looks.
  const privateAreas = new Map<string, MediaStorage & { close?(): void }>();
  return {
    root,
    objects,
    privateArea(area) {
      let store = privateAreas.get(area);
      if (!store) {
        store = config.s3
          ? s3Storage(config.s3, path.join(root, 'private-copies', area), { prefix: `private/${area}`, idleMs: PRIVATE_COPY_IDLE_MS })
          : fileSystemStorage(path.join(root, 'private', area));
        privateAreas.set(area, store);
      }
      return store;
    },
    close() {
      remote?.close();
      for (const store of privateAreas.values()) store.close?.();
    },
  };
}
