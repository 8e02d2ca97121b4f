import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Pool } from 'pg';
import { tempUploads } from './temp-uploads.js';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** Every way a data folder and its database can disagree about stored files; all empty when they agree. */
export interface FileMismatches {
  /** Media objects no `media_file` row names. */
  objectsWithoutRow: string[];
  /** `media_file` hashes whose object is missing. */
  rowsWithoutObject: string[];
  /** Private files (`<area>/<key>`) no `stored_file` row names. */
  privateWithoutRow: string[];
  /** `stored_file` rows whose file is missing. */
  rowsWithoutPrivate: string[];
  /** Upload temp files left behind. */
  temps: string[];
  /** Journal entries still waiting for the remover. */
  journal: string[];
}

/** Compares `dataDir/media` with the database `pool` reads (file-system storage). */
export async function fileMismatches(dataDir: string, pool: Pool): Promise<FileMismatches> {
  const media = path.join(dataDir, 'media');
  const objects = new Set(await filesUnder(path.join(media, 'objects')));
  const hashes = new Set((await pool.query<{ hash: string }>('select distinct "hash" from "media_file"')).rows.map((row) => row.hash));
  const areas = await readdir(path.join(media, 'private')).catch(() => []);
  const privateFiles = new Set(
    (await Promise.all(areas.map(async (area) => (await filesUnder(path.join(media, 'private', area))).map((key) => `${area}/${key}`)))).flat(),
  );
  const stored = new Set((await pool.query<{ name: string }>(`select "area" || '/' || "key" as "name" from "stored_file"`)).rows.map((row) => row.name));
  const journal = (await pool.query<{ name: string }>(`select "store" || '/' || "key" as "name" from "file_journal"`)).rows.map((row) => row.name);
  return {
    objectsWithoutRow: [...objects].filter((hash) => !hashes.has(hash)),
    rowsWithoutObject: [...hashes].filter((hash) => !objects.has(hash)),
    privateWithoutRow: [...privateFiles].filter((name) => !stored.has(name)),
    rowsWithoutPrivate: [...stored].filter((name) => !privateFiles.has(name)),
    temps: await tempUploads(dataDir),
    journal,
  };
}

export const NO_MISMATCHES: FileMismatches = {
  objectsWithoutRow: [],
  rowsWithoutObject: [],
  privateWithoutRow: [],
  rowsWithoutPrivate: [],
  temps: [],
  journal: [],
};
