import type { FileEntry, ImageEntry } from './block-content';

/** The API prefix the media library is served under (SPEC.md §2 `{api}`). */
const API = '/api/blokwerk';

/**
 * SPEC.md §2: a block's images and files are served from
 * `{api}/medialib/get-page-file/{pageID}/{group}/{hash}/{fileName}`, the group being
 * `block_images_{blockKey}` or `block_files_{blockKey}`.
 */
function pageFileUrl(pageID: number, group: string, entry: ImageEntry | FileEntry): string {
  return `${API}/medialib/get-page-file/${pageID}/${encodeURIComponent(group)}/${encodeURIComponent(entry.hash)}/${encodeURIComponent(entry.fileName)}`;
}

export function blockImageUrl(pageID: number, blockKey: string, entry: ImageEntry): string {
  return pageFileUrl(pageID, `block_images_${blockKey}`, entry);
}

export function blockFileUrl(pageID: number, blockKey: string, entry: FileEntry): string {
  return pageFileUrl(pageID, `block_files_${blockKey}`, entry);
}
