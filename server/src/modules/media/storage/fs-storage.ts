import { access, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from './storage.js';

const HASH = /^[0-9a-f]{64}$/;

/** The object's path below `root`: two levels of fan-out keep directories small. */
export function objectPath(root: string, hash: string): string {
  // A hash is the only name that reaches the file system: anything else never gets near it.
  if (!HASH.test(hash)) throw new Error(`not a SHA-256 hash: ${hash}`);
  return path.join(root, hash.slice(0, 2), hash.slice(2, 4), hash);
}

/** Objects under `root` (BLOKWERK_DATA_DIR/media/objects), placed by rename(2). */
export function fileSystemStorage(root: string): MediaStorage {
  return {
    async put(tempPath, hash) {
      const target = objectPath(root, hash);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tempPath, target);
    },
    async localFile(hash) {
      return objectPath(root, hash);
    },
    async exists(hash) {
      try {
        await access(objectPath(root, hash));
        return true;
      } catch {
        return false;
      }
    },
    async read(hash) {
      // Size and bytes of one open file: a rename over it meanwhile cannot mix two files.
      const handle = await open(objectPath(root, hash), 'r');
      const { size } = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      return { size, stream: handle.createReadStream() };
    },
    async remove(hash) {
      await rm(objectPath(root, hash), { force: true });
    },
  };
}
