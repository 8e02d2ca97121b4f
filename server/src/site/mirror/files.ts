import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** nginx's workers are another user (nobody under root): files world-readable, folders world-executable. */
export const FILE_MODE = 0o644;
export const FOLDER_MODE = 0o755;

export async function makeFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: FOLDER_MODE });
}

/** Replaces `file` whole: a reader sees the old bytes or the new ones, never a part (rename in one folder). */
export async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, data, { mode: FILE_MODE });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

export async function removeFiles(...files: string[]): Promise<void> {
  for (const file of files) await rm(file, { force: true });
}
