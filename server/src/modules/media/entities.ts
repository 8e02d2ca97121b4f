import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/entities.js';
import { usageCountOf } from './usage-sql.js';

/**
 * A folder of the media library. `path` is absolute (`/` is the root, which always exists);
 * files hang off the folder row, so moving a folder rewrites folder paths only.
 */
export const MediaFolderSchema = defineEntity({
  name: 'MediaFolder',
  tableName: 'media_folder',
  properties: {
    id: p.integer().primary(),
    path: p.string().length(1024),
    /** Null for the root only. */
    parent: () => p.manyToOne(MediaFolder).nullable().ref(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class MediaFolder extends MediaFolderSchema.class {}
MediaFolderSchema.setClass(MediaFolder);

/** A file of the media library; its bytes live in storage under `hash` (SHA-256 of the content). */
export const MediaFileSchema = defineEntity({
  name: 'MediaFile',
  tableName: 'media_file',
  properties: {
    id: p.integer().primary(),
    folder: () => p.manyToOne(MediaFolder).ref(),
    fileName: p.string().length(255),
    hash: p.string().length(64),
    size: p.integer(),
    /** Judged from the content (magic bytes), never taken from the client. */
    mimeType: p.string().length(128),
    /** Images only, after EXIF orientation: the pixel space of crop parameters. */
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    defaultAltText: p.string().length(500).default(''),
    /** Served to anyone by id, even when no published page uses it. */
    shared: p.boolean().default(false),
    /** Images: the point every crop without an explicit box keeps in view, as fractions (0..1) of width and height; null: the centre. */
    focalX: p.float().nullable(),
    focalY: p.float().nullable(),
    /** Changes with the bytes and the focal point (version.ts): delivery URLs carrying it are cached for a year. */
    version: p.string().length(32),
    /** Pages some version of which uses the file (where-used, usage.ts), read with the file: one index lookup. */
    usageCount: p.integer().formula((cols) => usageCountOf(`${cols.id}`)),
    uploadedBy: () => p.manyToOne(User).nullable().ref(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class MediaFile extends MediaFileSchema.class {}
MediaFileSchema.setClass(MediaFile);
