import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { DomainError, domainErrorWith } from '../../errors.js';
import { defineOperation } from '../../operations/define.js';
import { MEDIA_READERS } from './access.js';
import { announceMediaChange } from './changed.js';
import { MediaFile, MediaFolder } from './entities.js';
import { findFolder, likeLiteral, sameLower, subtreeFilter } from './lookup.js';
import { releaseObjects } from './objects.js';
import { childPath, folderPath, isSameOrBelow, mediaName, parentOf, ROOT_PATH } from './paths.js';
import { usageReport } from './usage.js';
import { fileView, folderView, type MediaFileView, type MediaFolderView } from './views.js';

export interface MediaDirView {
  path: string;
  folders: MediaFolderView[];
  files: MediaFileView[];
}

const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });

async function subtree(em: EntityManager, folder: MediaFolder): Promise<MediaFolder[]> {
  return em.find(MediaFolder, folder.path === ROOT_PATH ? {} : subtreeFilter(folder.path));
}

/** POST medialib/get-dir: a folder's subfolders and files, by name. */
export const getDir = defineOperation({
  name: 'media.getDir',
  access: MEDIA_READERS,
  kind: 'read',
  input: z.object({ path: folderPath.default(ROOT_PATH) }),
  async run(ctx, input): Promise<MediaDirView> {
    const folder = await findFolder(ctx.em, input.path, 'path');
    const [folders, files] = await Promise.all([ctx.em.find(MediaFolder, { parent: folder }), ctx.em.find(MediaFile, { folder })]);
    return {
      path: folder.path,
      folders: folders.map(folderView).toSorted((a, b) => byName(a.folderName, b.folderName)),
      files: files.map((f) => fileView(f, folder.path)).toSorted((a, b) => byName(a.fileName, b.fileName)),
    };
  },
});

/** POST medialib/create-dir: a new folder in an existing one (V_06 when the name is taken). */
export const createDir = defineOperation({
  name: 'media.createDir',
  access: { permission: 'manage-media' },
  kind: 'write',
  input: z.object({ path: folderPath.default(ROOT_PATH), folderName: mediaName }),
  audit: { action: 'media.folder.create', target: (_input, output: MediaFolderView) => ({ type: 'media-folder', id: output.id }) },
  async run(ctx, input): Promise<MediaFolderView> {
    const parent = await findFolder(ctx.em, input.path, 'path');
    const path = childPath(parent.path, input.folderName);
    if (await ctx.em.count(MediaFolder, sameLower('path', path))) throw new DomainError('V_06', 'folderName');
    const folder = ctx.em.create(MediaFolder, { path, parent, createdAt: new Date() });
    try {
      await ctx.em.persist(folder).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('V_06', 'folderName');
      throw error;
    }
    return folderView(folder);
  },
});

/**
 * POST medialib/move-directory: renames and/or moves a folder with everything in it. ML_02
 * when a folder already has the new path; never into itself; the root stays where it is.
 */
export const moveDirectory = defineOperation({
  name: 'media.moveDirectory',
  access: { permission: 'manage-media' },
  kind: 'write',
  input: z.object({ oldPath: folderPath, newPath: folderPath }),
  audit: { action: 'media.folder.move', target: (_input, output: MediaFolderView) => ({ type: 'media-folder', id: output.id }) },
  async run(ctx, input): Promise<MediaFolderView> {
    if (input.oldPath === ROOT_PATH) throw new DomainError('V_07', 'oldPath');
    if (input.newPath === ROOT_PATH) throw new DomainError('ML_02', 'newPath');
    const folder = await findFolder(ctx.em, input.oldPath, 'oldPath');
    const renamedOnly = input.newPath.toLowerCase() === folder.path.toLowerCase();
    if (!renamedOnly && isSameOrBelow(input.newPath, folder.path)) throw new DomainError('V_12', 'newPath');
    const parent = await findFolder(ctx.em, parentOf(input.newPath), 'newPath');
    if (!renamedOnly && (await ctx.em.count(MediaFolder, sameLower('path', input.newPath)))) throw new DomainError('ML_02', 'newPath');
    const old = folder.path;
    try {
      await ctx.em.execute(`update "media_folder" set "path" = ? || substr("path", ?) where "id" = ? or "path" ilike ?`, [
        input.newPath,
        old.length + 1,
        folder.id,
        `${likeLiteral(old)}/%`,
      ]);
      await ctx.em.execute(`update "media_folder" set "parent_id" = ? where "id" = ?`, [parent.id, folder.id]);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('ML_02', 'newPath');
      throw error;
    }
    return folderView({ id: folder.id, path: input.newPath });
  },
});

/**
 * POST medialib/delete-directory: a folder with its subfolders and files. One that holds
 * anything is deleted only with `confirm: true`; without it the answer (409, V_07) says what
 * would go: how many folders and files, and the pages using those files.
 */
export const deleteDirectory = defineOperation({
  name: 'media.deleteDirectory',
  access: { permission: 'manage-media' },
  kind: 'write',
  input: z.object({ path: folderPath, confirm: z.boolean().default(false) }),
  audit: { action: 'media.folder.delete', target: (_input, output: { id: number }) => ({ type: 'media-folder', id: output.id }) },
  async run(ctx, input): Promise<{ id: number; path: string; folders: number; files: number }> {
    if (input.path === ROOT_PATH) throw new DomainError('V_07', 'path');
    const folder = await findFolder(ctx.em, input.path, 'path');
    const folders = await subtree(ctx.em, folder);
    const files = await ctx.em.find(MediaFile, { folder: { $in: folders.map((f) => f.id) } });
    const contents = { folders: folders.length - 1, files: files.length };
    if ((contents.folders > 0 || contents.files > 0) && !input.confirm) {
      const usage = await usageReport(
        ctx.em,
        files.map((f) => f.id),
      );
      throw domainErrorWith('V_07', 'confirm', 409, { ...contents, pages: usage.items, totalPages: usage.totalItems });
    }
    // The folder rows cascade to their subfolders and files.
    await ctx.em.nativeDelete(MediaFolder, { id: folder.id });
    await announceMediaChange(ctx);
    await releaseObjects(
      ctx,
      files.map((f) => f.hash),
    );
    return { id: folder.id, path: folder.path, ...contents };
  },
});
