import { randomBytes } from 'node:crypto';
import type { Services } from '../../operations/define.js';
import { mediaRuntime } from './runtime.js';

/**
 * Files kept out of everything public: a private area of the media storage (an extension's
 * job applications). They have no row in the media library, so no listing shows them and no
 * delivery route serves them; the bytes live beside the library's objects, not among them
 * (`BLOKWERK_DATA_DIR/media/private/<area>/`, or `private/<area>/` in the bucket). A file is
 * named by a random key of 64 hex digits, the only name that reaches the file system.
 */
export interface PrivateFiles {
  /** Moves a received upload's temp file (see streamedForm) in under a new key, and answers the key. */
  put(tempPath: string): Promise<string>;
  /** A path on local disk holding the file's bytes (for sending it to someone allowed to see it). */
  localFile(key: string): Promise<string>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a key without a file is no error. */
  remove(key: string): Promise<void>;
}

const AREA = /^[a-z][a-z0-9-]{0,39}$/;

/** The private area `area` (lower-case letters, digits, dashes) of this server's media storage. */
export function privateFiles(services: Services, area: string): PrivateFiles {
  if (!AREA.test(area)) throw new Error(`not a private area name: ${area}`);
  const storage = mediaRuntime(services).privateArea(area);
  return {
    async put(tempPath) {
      const key = randomBytes(32).toString('hex');
      await storage.put(tempPath, key);
      return key;
    },
    localFile: (key) => storage.localFile(key),
    exists: (key) => storage.exists(key),
    remove: (key) => storage.remove(key),
  };
}
