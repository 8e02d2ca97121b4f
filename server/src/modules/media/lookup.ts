import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../errors.js';
import { MediaFile, MediaFolder } from './entities.js';

/**
 * A filter matching `column` case-insensitively, the way the unique indexes compare names
 * (PostgreSQL's lower(), so the index on lower(...) serves it).
 */
export function sameLower(column: 'path' | 'file_name', value: string) {
  return { [raw((alias: string) => `lower(${alias}."${column}") = lower(?)`, [value])]: [] };
}

/** `%`, `_` and `\` taken literally by (I)LIKE. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Folders at `path` and below it (`/a` and `/a/...`), compared case-insensitively. */
export function subtreeFilter(path: string) {
  return { $or: [sameLower('path', path), { path: { $ilike: `${likeLiteral(path)}/%` } }] };
}

/** The folder at `path` (case-insensitively, as names are unique), or 404 on `property`. */
export async function findFolder(em: EntityManager, path: string, property: string): Promise<MediaFolder> {
  const folder = await em.findOne(MediaFolder, sameLower('path', path));
  if (!folder) throw new DomainError('V_12', property, 404);
  return folder;
}

/** The file with its folder, or 404 on `property`. */
export async function findFile(em: EntityManager, id: number, property = 'id'): Promise<MediaFile> {
  const file = await em.findOne(MediaFile, id, { populate: ['folder'] });
  if (!file) throw new DomainError('V_12', property, 404);
  return file;
}

/** Another file named `fileName` (case-insensitively) in the folder? */
export async function nameTaken(em: EntityManager, folder: MediaFolder, fileName: string, except?: number): Promise<boolean> {
  const count = await em.count(MediaFile, {
    folder,
    ...sameLower('file_name', fileName),
    ...(except === undefined ? {} : { id: { $ne: except } }),
  });
  return count > 0;
}
