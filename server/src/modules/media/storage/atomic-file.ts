import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

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
