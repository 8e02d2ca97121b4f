import type { MigrationObject } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A folder of migration files and the prefix its migrations are recorded under. */
export interface MigrationFolder {
  folder: string;
  /** Empty for core; `<extension>:` for an extension, so two extensions' files never clash. */
  prefix: string;
}

/** Core's migrations: compiled beside this file (dist), or the sources under test. */
export const coreMigrations: MigrationFolder = { folder: path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations'), prefix: '' };

const MIGRATION_FILE = /^[^.]+\.(js|ts|mjs)$/;

function isMigrationClass(value: unknown): value is new () => Migration {
  return typeof value === 'function' && value.name.startsWith('Migration');
}

/**
 * Every folder's migrations, each folder in file-name order, as one list for the migrator:
 * core's and the extensions' run in one locked pass (db/migrate.ts) and share one history table.
 */
export async function migrationList(folders: readonly MigrationFolder[]): Promise<MigrationObject[]> {
  const list: MigrationObject[] = [];
  for (const { folder, prefix } of folders) {
    const files = (await readdir(folder)).filter((file) => MIGRATION_FILE.test(file)).toSorted();
    for (const file of files) {
      const exported = Object.values((await import(pathToFileURL(path.join(folder, file)).href)) as Record<string, unknown>).find(isMigrationClass);
      if (!exported) throw new Error(`${path.join(folder, file)} exports no Migration class`);
      list.push({ name: `${prefix}${file.replace(/\.[^.]+$/, '')}`, class: exported });
    }
  }
  return list;
}
