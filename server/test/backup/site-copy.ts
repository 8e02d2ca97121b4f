import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { quietPool } from '../support/quiet-pool.js';
import { snapshot } from '../support/test-database.js';

/** Every stored file of a data folder (media objects and private files) by its path below `media/`, with its SHA-256. */
export async function storedFiles(dataDir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const folder of ['objects', 'private']) {
    const root = path.join(dataDir, 'media', folder);
    const entries = await readdir(root, { withFileTypes: true, recursive: true }).catch(() => []);
    for (const entry of entries.filter((e) => e.isFile())) {
      const file = path.join(entry.parentPath, entry.name);
      files[path.relative(path.join(dataDir, 'media'), file)] = createHash('sha256')
        .update(await readFile(file))
        .digest('hex');
    }
  }
  return files;
}

/** A digest of every table's rows (test-database.ts's snapshot): equal, the rows are equal. */
export async function tableRows(url: string): Promise<string> {
  const pool = quietPool(url);
  try {
    return await snapshot(pool);
  } finally {
    await pool.end();
  }
}

/** Answers a query's first row. */
export async function queryOne<T extends object>(url: string, sql: string): Promise<T | undefined> {
  const pool = quietPool(url);
  try {
    return (await pool.query<T>(sql)).rows[0];
  } finally {
    await pool.end();
  }
}
