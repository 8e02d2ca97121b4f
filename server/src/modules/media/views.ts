import type { MediaFile, MediaFolder } from './entities.js';
import { baseName, parentOf, ROOT_PATH } from './paths.js';
import { kindOf, type MediaKind } from './types.js';

/** A media folder, as the library and the API show it. */
export interface MediaFolderView {
  id: number;
  path: string;
  folderName: string;
  /** Null for the root. */
  parentPath: string | null;
}

/** A media file, with what pickers and the library show. */
export interface MediaFileView {
  id: number;
  /** The folder the file is in. */
  path: string;
  fileName: string;
  hash: string;
  size: number;
  mimeType: string;
  kind: MediaKind;
  width: number | null;
  height: number | null;
  defaultAltText: string;
  shared: boolean;
  /** Images: the focal point as fractions (0..1) of width and height; null: the centre. */
  focalX: number | null;
  focalY: number | null;
  /** Changes with the bytes and the focal point: delivery URLs carrying it (`v=`) are cached a year. */
  version: string;
  /** Pages some version of which uses the file. */
  usageCount: number;
  /** For images: `preview-image` by id and version (add `&w=` for a smaller variant, `&ar=` for proportions). */
  previewUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function folderView(folder: Pick<MediaFolder, 'id' | 'path'>): MediaFolderView {
  const root = folder.path === ROOT_PATH;
  return { id: folder.id, path: folder.path, folderName: root ? '' : baseName(folder.path), parentPath: root ? null : parentOf(folder.path) };
}

export function fileView(file: MediaFile, folderPath: string): MediaFileView {
  const kind = kindOf(file.mimeType);
  return {
    id: file.id,
    path: folderPath,
    fileName: file.fileName,
    hash: file.hash,
    size: file.size,
    mimeType: file.mimeType,
    kind,
    width: file.width ?? null,
    height: file.height ?? null,
    defaultAltText: file.defaultAltText,
    shared: file.shared,
    focalX: file.focalX ?? null,
    focalY: file.focalY ?? null,
    version: file.version,
    // A new file's row was just inserted: nothing uses it yet.
    usageCount: file.usageCount ?? 0,
    previewUrl: kind === 'image' ? `/api/blokwerk/medialib/preview-image?imageID=${file.id}&v=${file.version}` : null,
    createdAt: file.createdAt,
    updatedAt: file.updatedAt,
  };
}
