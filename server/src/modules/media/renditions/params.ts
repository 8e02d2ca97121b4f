import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * Output widths a rendition may have: a requested width snaps up to the next one, so the
 * number of cached variants of an image stays small whatever URLs are asked for.
 */
export const RENDITION_WIDTHS = [64, 128, 256, 320, 480, 640, 768, 960, 1280, 1600, 1920, 2560] as const;
const LARGEST = RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1] ?? 2560;
/** No rendition (a crop included) is larger than this either way: its cost and size stay bounded whatever is asked. */
export const MAX_RENDITION_SIDE = LARGEST;

export function snapWidth(requested: number): number {
  return RENDITION_WIDTHS.find((w) => w >= requested) ?? LARGEST;
}

/** `w`: the output width of the site's `srcset` variants (any positive number; snapped). */
export const outputWidth = z.coerce.number().int().min(1).max(100_000).transform(snapWidth).optional();

const coordinate = z.coerce.number().finite().min(-1_000_000).max(1_000_000);
const flip = z.coerce
  .number()
  .refine((v) => v === 1 || v === -1)
  .default(1);

/**
 * cropper.js `getData()` (an image entry's `cropParams`), in the pixel space of the image as displayed
 * (EXIF orientation applied), after flipping (`scaleX`/`scaleY` of -1) and rotating (degrees,
 * clockwise) it: the box is cut from that rotated canvas.
 */
export const cropParams = z.object({
  x: coordinate,
  y: coordinate,
  width: z.coerce.number().finite().positive().max(1_000_000),
  height: z.coerce.number().finite().positive().max(1_000_000),
  rotate: z.coerce.number().finite().min(-360).max(360).default(0),
  scaleX: flip,
  scaleY: flip,
});

export type CropParams = z.output<typeof cropParams>;

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/**
 * The `srcset` variants (those with an output width) come in modern formats for browsers that
 * say they take them (`Accept`); everything else in the source's own family: PNG for what may
 * be transparent, JPEG for photos. Full-size previews stay cheap to make that way (a 12 MP
 * crop encodes as JPEG several times faster than as WebP or AVIF).
 */
export function outputFormat(sourceType: string, width: number | undefined, accept: string | undefined): OutputFormat {
  const accepted = width === undefined ? '' : (accept?.toLowerCase() ?? '');
  if (accepted.includes('image/avif')) return 'avif';
  if (accepted.includes('image/webp')) return 'webp';
  return sourceType === 'image/jpeg' ? 'jpeg' : 'png';
}

export const FORMAT_TYPES: Record<OutputFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };

/** What a rendition is made of; equal specs share one cached file. */
export interface RenditionSpec {
  hash: string;
  crop?: CropRegion;
  width?: number;
  format: OutputFormat;
}

/** A crop in whole pixels, inside the rotated canvas. */
export interface CropRegion {
  left: number;
  top: number;
  width: number;
  height: number;
  rotate: number;
  flipX: boolean;
  flipY: boolean;
}

/** The size of a w×h image after rotating it by `degrees`: the canvas cropper.js cuts from. */
export function rotatedSize(width: number, height: number, degrees: number): { width: number; height: number } {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  // Rounded down: sharp's rotated canvas is never smaller than this.
  return { width: Math.floor(width * cos + height * sin + 1e-9), height: Math.floor(width * sin + height * cos + 1e-9) };
}

/**
 * Whole pixels clamped to the rotated canvas (cropper.js lets a box stick out of the image);
 * undefined when the box misses the image altogether.
 */
export function cropRegion(crop: CropParams, imageWidth: number, imageHeight: number): CropRegion | undefined {
  const rotate = (((Math.round(crop.rotate * 100) / 100) % 360) + 360) % 360;
  const canvas = rotatedSize(imageWidth, imageHeight, rotate);
  const left = Math.max(0, Math.round(crop.x));
  const top = Math.max(0, Math.round(crop.y));
  const right = Math.min(canvas.width, Math.round(crop.x + crop.width));
  const bottom = Math.min(canvas.height, Math.round(crop.y + crop.height));
  if (right <= left || bottom <= top) return undefined;
  return { left, top, width: right - left, height: bottom - top, rotate, flipX: crop.scaleX === -1, flipY: crop.scaleY === -1 };
}

export function renditionKey(spec: RenditionSpec): string {
  const { hash, crop, width, format } = spec;
  // 2: renditions are bounded to MAX_RENDITION_SIDE (version 1 files are never asked for again).
  return createHash('sha256')
    .update(JSON.stringify([2, hash, crop ?? null, width ?? null, format]))
    .digest('hex');
}
