import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** The upload temp files under a data folder's `media/tmp` (each process keeps its own folder there). */
export async function tempUploads(dataDir: string): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, 'media', 'tmp'), { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(path.join(dataDir, 'media', 'tmp'), path.join(entry.parentPath, entry.name)));
}
