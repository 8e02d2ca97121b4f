import { raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import { z } from 'zod';
import { DomainError, domainErrorWith } from '../../errors.js';
import { outageOf } from '../../http/outage.js';
import { TooCostlyImage } from '../../images/svg-raster.js';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { keysetInput } from '../../operations/keyset.js';
import { findCursorPage, type CursorListPage } from '../../operations/keyset-list.js';
import { listInput, containsPattern } from '../../operations/pagination.js';
import { User } from '../users/entities.js';
import { MEDIA_READERS } from './access.js';
import { announceMediaChange } from './changed.js';
import { MediaFile, MediaFolder } from './entities.js';
import { findFile, findFolder, nameTaken, subtreeFilter } from './lookup.js';
import { placeObject, releaseObjects } from './objects.js';
import { folderPath, mediaName, nameProblem, ROOT_PATH } from './paths.js';
import { nameFitsType } from './types.js';
import { prepareRenditions } from './renditions/working-copy.js';
import { mediaRuntime } from './runtime.js';
import { judgeUpload, type JudgedUpload } from './upload/judge.js';
import { FILE_FIELD, isReceivedFile, type ReceivedFile } from './upload/receive.js';
import { usageReport, type MediaUsageView } from './usage.js';
import { usageCountOf, usesFile } from './usage-sql.js';
import { mediaVersion } from './version.js';
import { fileView, type MediaFileView } from './views.js';
import { emitMediaWebhook } from '../webhooks/core-events.js';

// Only what this process received: a JSON body's `{ tempPath }` names no upload (isReceivedFile).
export const receivedFile = z.custom<ReceivedFile>(isReceivedFile, { params: { code: 'V_17' } });

/** GET a file of the library by id (pickers). */
export const getFile = defineOperation({
  name: 'media.getFile',
  access: MEDIA_READERS,
  kind: 'read',
  input: z.object({ id: recordId }),
  async run(ctx, input): Promise<MediaFileView> {
    const file = await findFile(ctx.em, input.id);
    return fileView(file, file.folder.getEntity().path);
  },
});

/**
 * Makes an image's working copy (renditions/working-copy.ts) before anything of it is stored:
 * one too costly to draw is refused (ML_04), one whose pixels do not decode is invalid (V_12).
 */
export async function prepareWorkingCopy(ctx: OperationContext, judged: JudgedUpload): Promise<void> {
  const image = { hash: judged.sha256, mimeType: judged.mimeType, width: judged.width, height: judged.height };
  await prepareRenditions(mediaRuntime(ctx.services).renditions, image, judged.tempPath).catch((error: unknown) => {
    if (outageOf(error)) throw error;
    throw new DomainError(error instanceof TooCostlyImage ? 'ML_04' : 'V_12', FILE_FIELD);
  });
}

/**
 * POST medialib/add-file: one uploaded file (field `f`, already streamed to a temp file by the
 * transport) into a folder. Judged by content; V_06 when the folder holds that name already.
 */
export const addFile = defineOperation({
  name: 'media.addFile',
  access: { permission: 'manage-media' },
  kind: 'write',
  input: z.object({ path: folderPath.default(ROOT_PATH), [FILE_FIELD]: receivedFile }),
  audit: { action: 'media.file.add', target: (_input, output: MediaFileView) => ({ type: 'media-file', id: output.id }) },
  async run(ctx, input): Promise<MediaFileView> {
    const received = input[FILE_FIELD];
    if (received.size === 0) throw new DomainError('V_17', FILE_FIELD);
    const fileName = received.fileName.normalize('NFC');
    if (nameProblem(fileName)) throw new DomainError('V_12', FILE_FIELD);
    const folder = await findFolder(ctx.em, input.path, 'path');
    if (await nameTaken(ctx.em, folder, fileName)) throw new DomainError('V_06', FILE_FIELD);
    const judged = await judgeUpload(received, fileName);
    await prepareWorkingCopy(ctx, judged);
    await placeObject(ctx, judged.tempPath, judged.sha256);
    const now = new Date();
    const file = ctx.em.create(MediaFile, {
      folder,
      fileName,
      hash: judged.sha256,
      size: judged.size,
      mimeType: judged.mimeType,
      width: judged.width,
      height: judged.height,
      version: mediaVersion(judged.sha256, null),
      uploadedBy: ctx.actor.kind === 'user' ? ctx.em.getReference(User, ctx.actor.userId) : null,
      createdAt: now,
      updatedAt: now,
    });
    try {
      await ctx.em.persist(file).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('V_06', FILE_FIELD);
      throw error;
    }
    await emitMediaWebhook(ctx, 'media.added', file);
    return fileView(file, folder.path);
  },
});

/** Moves and/or renames a file; ML_03 when the target folder holds the name already. */
async function relocate(ctx: OperationContext, file: MediaFile, newPath: string | undefined, newFileName: string | undefined): Promise<MediaFolder> {
  const folder = newPath === undefined ? file.folder.getEntity() : await findFolder(ctx.em, newPath, 'newPath');
  const fileName = newFileName ?? file.fileName;
  if (!nameFitsType(fileName, file.mimeType)) throw new DomainError('V_12', 'newFileName');
  if (await nameTaken(ctx.em, folder, fileName, file.id)) throw new DomainError('ML_03', 'newFileName');
  file.folder = ctx.em.getReference(MediaFolder, folder.id, { wrapped: true });
  file.fileName = fileName;
  return folder;
}

async function flushEdited(ctx: OperationContext): Promise<void> {
  try {
    await ctx.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new DomainError('ML_03', 'newFileName');
    throw error;
  }
  await announceMediaChange(ctx);
}

/** POST medialib/move-file: another folder and/or name; the name must still fit the content. */
export const moveFile = defineOperation({
  name: 'media.moveFile',
  access: { permission: 'manage-media' },
  kind: 'write',
  input: z.object({ id: recordId, newPath: folderPath.optional(), newFileName: mediaName.optional() }),
  audit: { action: 'media.file.move', target: (input) => ({ type: 'media-file', id: input.id }) },
  async run(ctx, input): Promise<MediaFileView> {
    const file = await findFile(ctx.em, input.id);
    const folder = await relocate(ctx, file, input.newPath, input.newFileName);
    await flushEdited(ctx);
    return fileView(file, folder.path);
  },
});

/** POST medialib/edit-file: move-file plus the default alt text and `shared`. */
export const editFile = defineOperation({
  name: 'media.editFile',
  access: { permission: 'manage-media' },
  kind: 'write',
  input: z.object({
    id: recordId,
    newPath: folderPath.optional(),
    newFileName: mediaName.optional(),
    defaultAltText: z.string().trim().max(500).optional(),
    shared: z.boolean().optional(),
  }),
  audit: { action: 'media.file.edit', target: (input) => ({ type: 'media-file', id: input.id }) },
  async run(ctx, input): Promise<MediaFileView> {
    const file = await findFile(ctx.em, input.id);
    const folder = await relocate(ctx, file, input.newPath, input.newFileName);
    if (input.defaultAltText !== undefined) file.defaultAltText = input.defaultAltText;
    if (input.shared !== undefined) file.shared = input.shared;
    await flushEdited(ctx);
    return fileView(file, folder.path);
  },
});

/**
 * POST medialib/delete-file. A file some page version uses is deleted only with
 * `confirm: true`; without it the answer (409, V_07) names the pages. The bytes go once no
 * file row names them any more.
 */
export const deleteFile = defineOperation({
  name: 'media.deleteFile',
  access: { permission: 'manage-media' },
  kind: 'write',
  input: z.object({ id: recordId, confirm: z.boolean().default(false) }),
  audit: { action: 'media.file.delete', target: (input) => ({ type: 'media-file', id: input.id }) },
  async run(ctx, input): Promise<{ id: number; pages: MediaUsageView[]; totalPages: number }> {
    const file = await findFile(ctx.em, input.id);
    const usage = await usageReport(ctx.em, [file.id]);
    if (usage.totalItems > 0 && !input.confirm) {
      throw domainErrorWith('V_07', 'confirm', 409, { pages: usage.items, totalPages: usage.totalItems });
    }
    await emitMediaWebhook(ctx, 'media.deleted', file);
    await ctx.em.remove(file).flush();
    await announceMediaChange(ctx);
    await releaseObjects(ctx, [file.hash]);
    return { id: input.id, pages: usage.items, totalPages: usage.totalItems };
  },
});

/** Each sort column's keyset key (operations/keyset-list.ts); usage is counted per row (one index lookup each). */
const FILE_SORTS = {
  fileName: { column: 'file_name', kind: 'text' },
  createdAt: { column: 'created_at', kind: 'timestamp' },
  updatedAt: { column: 'updated_at', kind: 'timestamp' },
  size: { column: 'size', kind: 'integer' },
  usageCount: { column: 'usage_count', kind: 'integer', expression: (alias: string) => usageCountOf(`${alias}."id"`) },
} as const;

/** Files no page version uses (`unused`), as a filter on the file row. */
const unusedFilter = { [raw((alias: string) => `not exists (select 1 from "page_version" v where ${usesFile(`${alias}."id"`)})`)]: [] };

/**
 * POST medialib/search-files: files whose name contains the term, in a folder and below it; by pageIndex or cursor.
 * Sortable by usage (`usageCount`); `unused: true` keeps the files no page version uses.
 */
export const searchFiles = defineOperation({
  name: 'media.searchFiles',
  access: MEDIA_READERS,
  kind: 'read',
  input: listInput(['fileName', 'createdAt', 'updatedAt', 'size', 'usageCount'], 'fileName').extend({
    directory: folderPath.default(ROOT_PATH),
    unused: z.boolean().default(false),
    ...keysetInput,
  }),
  async run(ctx, input): Promise<CursorListPage<MediaFileView>> {
    const folder = await findFolder(ctx.em, input.directory, 'directory');
    const where = {
      ...(input.searchTerm ? { fileName: { $ilike: containsPattern(input.searchTerm) } } : {}),
      ...(folder.path === ROOT_PATH ? {} : { folder: subtreeFilter(folder.path) }),
      ...(input.unused ? unusedFilter : {}),
    };
    const sort = { property: input.columnToSort, direction: input.sortOrder, ...FILE_SORTS[input.columnToSort] };
    const page = await findCursorPage<MediaFile, 'folder'>(ctx.em, MediaFile, where, sort, input, [folder.path, input.searchTerm.toLowerCase(), input.unused], {
      populate: ['folder'],
    });
    return { ...page, items: page.items.map((f) => fileView(f, f.folder.getEntity().path)) };
  },
});
