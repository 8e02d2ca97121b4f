import type { FileEntry, ImageEntry } from './block-content';
import type { ImageSize } from './block-context';

/** The API prefix the media library is served under. */
const API = '/api/blokwerk';

/**
 * `srcset` widths: a subset of the server's rendition widths (media/renditions/params.ts), so
 * every variant asked for is one the server keeps, in the format the browser accepts.
 */
const SRCSET_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/**
 * A page's images and files are served from
 * `{api}/medialib/get-page-file/{pageID}/{group}/{hash}/{fileName}`, the group being
 * `block_images_{blockKey}`, `block_files_{blockKey}` or `seo_image`.
 */
function pageFileUrl(pageID: number, group: string, entry: ImageEntry | FileEntry): string {
  return `${API}/medialib/get-page-file/${pageID}/${encodeURIComponent(group)}/${encodeURIComponent(entry.hash)}/${encodeURIComponent(entry.fileName)}`;
}

export function blockFileUrl(pageID: number, blockKey: string, entry: FileEntry): string {
  return pageFileUrl(pageID, `block_files_${blockKey}`, entry);
}

/**
 * `preview-crop` with the entry's crop exactly as stored: visitors get only crops a
 * published version holds, matched parameter by parameter.
 */
function cropUrl(fileID: number, crop: NonNullable<ImageEntry['cropParams']>): string {
  const params = new URLSearchParams({ imageID: String(fileID) });
  for (const name of CROP_PARAMS) {
    const value = crop[name];
    if (value !== undefined) params.set(name, String(value));
  }
  return `${API}/medialib/preview-crop?${params.toString()}`;
}

/** An `<img>`'s sources: the full-size `src`, width variants, and the intrinsic size when known. */
export interface ImageSources {
  src: string;
  srcset?: string;
  width?: number;
  height?: number;
}

/** The preview-crop fields, in a fixed order. */
const CROP_PARAMS = ['x', 'y', 'width', 'height', 'rotate', 'scaleX', 'scaleY'] as const;

/** `url` with one more query parameter. */
const withParam = (url: string, name: string, value: string) => `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;

/** `url` with `w` (the server's width parameter) added. */
const withWidth = (url: string, width: number) => withParam(url, 'w', String(width));

/**
 * An image entry of page `pageID` in `group`: its crop through preview-crop (the crop box is
 * the output size), else the file itself (its library size). Variants narrower than the image
 * go into `srcset`; the full size comes last as the widest candidate. With the file's version
 * (`v`) the server lets browsers keep them a year; a replaced file gets another version, so the
 * page (purged with every media change) then names URLs no cache holds.
 */
export function imageSources(pageID: number, group: string, entry: ImageEntry, librarySize?: ImageSize): ImageSources {
  const crop = entry.fileID ? entry.cropParams : undefined;
  const url = crop && entry.fileID ? cropUrl(entry.fileID, crop) : pageFileUrl(pageID, group, entry);
  const src = librarySize?.version ? withParam(url, 'v', librarySize.version) : url;
  const size = crop ? { width: Math.round(crop.width), height: Math.round(crop.height) } : librarySize;
  if (!size) return { src };
  const narrower = SRCSET_WIDTHS.filter((w) => w < size.width).map((w) => `${withWidth(src, w)} ${w}w`);
  const srcset = narrower.length > 0 ? [...narrower, `${src} ${size.width}w`].join(', ') : undefined;
  return { src, srcset, ...size };
}

/** A block's image entry. */
export function blockImageSources(pageID: number, blockKey: string, entry: ImageEntry, librarySize?: ImageSize): ImageSources {
  return imageSources(pageID, `block_images_${blockKey}`, entry, librarySize);
}

/** The page's SEO image at a width social networks show well (OpenGraph recommends 1200 px). */
export function seoImageUrl(pageID: number, entry: ImageEntry): string {
  return withWidth(imageSources(pageID, 'seo_image', entry).src, 1280);
}
