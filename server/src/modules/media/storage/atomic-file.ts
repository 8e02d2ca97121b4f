import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** A temp file of writeAtomically this old was abandoned (its process crashed): no write takes an hour. */
const ABANDONED_MS = 60 * 60 * 1000;

/** Whether `name` (a file of a folder writeAtomically writes to, last modified at `mtimeMs`) is an abandoned temp file. */
export function abandonedTemp(name: string, mtimeMs: number): boolean {
  return name.endsWith('.tmp') && Date.now() - mtimeMs > ABANDONED_MS;
}

/**
 * Has `write(tempPath)` fill a temp file beside `target`, then renames it into place: readers
 * see the whole file or none, and a failed write leaves nothing behind.
 */
export async function writeAtomically(target: string, write: (tempPath: string) => Promise<void>): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${randomUUID()}.tmp`;
  try {
    await write(temp);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
