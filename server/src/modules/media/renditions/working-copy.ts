import sharp, { type TiffOptions } from 'sharp';
import { DomainError } from '../../../errors.js';
import { rasterizeSvg } from '../../../images/svg-raster.js';
import { imageWork, MAX_SOURCE_PIXELS, SVG_WORKING_PIXELS, WORKING_PIXELS } from '../../../images/work.js';
import { SVG_TYPE } from '../types.js';
import type { RenditionCache } from './cache.js';
import { MAX_RENDITION_SIDE, rotatedSize, type CropRegion } from './params.js';

/** The largest SVG (at its own size) whose crops are made; beyond SVG_WORKING_PIXELS it is drawn smaller. */
const MAX_SVG_PIXELS = MAX_RENDITION_SIDE * MAX_RENDITION_SIDE;
/** Uncompressed and tiled: a crop reads only its own tiles (10 ms out of 24 megapixels), scaling it whole takes 0.5 s. */
const WORKING_TIFF: TiffOptions = { compression: 'none', tile: true };
/** Its name among the image's renditions (theirs are hashes); a new format gets a new name. */
const WORKING_KEY = 'working-1';

/** An image of the library, as its renditions need it. */
export interface SourceImage {
  hash: string;
  mimeType: string;
  width: number | null;
  height: number | null;
}

/** The file renditions are made from, and its size; `scale`: its pixels per pixel of the image as displayed. */
export interface RenderSource {
  file: string;
  width: number;
  height: number;
  scale: number;
}

type Plan = { from: 'original' } | { from: 'svg'; factor: number } | { from: 'scaled'; width: number; height: number } | { from: 'refused' };

/** The factor that brings `pixels` within `bound` (1 when they are). */
const fit = (pixels: number, bound: number) => Math.min(1, Math.sqrt(bound / pixels));

/**
 * Where an image's renditions come from: an SVG from its drawing of at most SVG_WORKING_PIXELS
 * (made once), a photo beyond WORKING_PIXELS from a copy scaled down to that (made once),
 * anything else from the original.
 */
function planOf(image: SourceImage): Plan {
  const { width, height } = image;
  if (!width || !height) return { from: 'original' };
  const pixels = width * height;
  if (image.mimeType === SVG_TYPE) return pixels > MAX_SVG_PIXELS ? { from: 'refused' } : { from: 'svg', factor: fit(pixels, SVG_WORKING_PIXELS) };
  if (pixels <= WORKING_PIXELS) return { from: 'original' };
  const factor = fit(pixels, WORKING_PIXELS);
  return { from: 'scaled', width: Math.max(1, Math.floor(width * factor)), height: Math.max(1, Math.floor(height * factor)) };
}

/** The working copy at `file`, as a source of renditions of an image `width` pixels wide. */
async function workingSource(file: string, width: number): Promise<RenderSource> {
  const made = await sharp(file).metadata();
  return { file, width: made.width, height: made.height, scale: made.width / width };
}

/**
 * Writes a copy of `original` scaled to `width`×`height`, upright as displayed, in the heavy
 * lane. No timeout: its cost grows with the pixels, which MAX_SOURCE_PIXELS bounds (2–4 s for
 * 81 megapixels), and a busy machine must not refuse a real photo.
 */
function scaleDown(original: string, width: number, height: number, output: string): Promise<void> {
  return imageWork(async () => {
    await sharp(original, { autoOrient: true, failOn: 'none', limitInputPixels: MAX_SOURCE_PIXELS })
      .resize({ width, height, fit: 'fill' })
      .tiff(WORKING_TIFF)
      .toFile(output);
  }, 'heavy');
}

/**
 * The file `image`'s renditions are made from (`original()` gives the original's path), its
 * working copy made first when it needs one: kept among its renditions, so it is made once,
 * at upload (prepareRenditions), and again only if evicted. An SVG that takes too long to draw
 * rejects with TooCostlyImage; one too large to draw is refused (V_12, 422).
 */
export async function renderSource(renditions: RenditionCache, image: SourceImage, original: () => Promise<string>): Promise<RenderSource> {
  const plan = planOf(image);
  const width = image.width ?? 0;
  const height = image.height ?? 0;
  switch (plan.from) {
    case 'original':
      return { file: await original(), width, height, scale: 1 };
    case 'refused':
      throw new DomainError('V_12', 'imageID', 422);
    case 'svg':
      return workingSource(
        await renditions.fileOf(image.hash, WORKING_KEY, 'tiff', async (temp) => rasterizeSvg(await original(), temp, plan.factor, WORKING_TIFF)),
        width,
      );
    case 'scaled':
      return workingSource(
        await renditions.fileOf(image.hash, WORKING_KEY, 'tiff', async (temp) => scaleDown(await original(), plan.width, plan.height, temp)),
        width,
      );
  }
}

/** Makes an uploaded image's working copy now (from its temp file), when it needs one: the upload pays once, every crop after is cheap. */
export async function prepareRenditions(renditions: RenditionCache, image: SourceImage, tempPath: string): Promise<void> {
  const { from } = planOf(image);
  if (from === 'svg' || from === 'scaled') await renderSource(renditions, image, () => Promise.resolve(tempPath));
}

/** A crop given on the image as displayed, in the pixels of `source` (a smaller working copy), inside its canvas. */
export function cropIn(source: RenderSource, crop: CropRegion): CropRegion {
  if (source.scale === 1) return crop;
  const canvas = rotatedSize(source.width, source.height, crop.rotate);
  const left = Math.min(canvas.width - 1, Math.round(crop.left * source.scale));
  const top = Math.min(canvas.height - 1, Math.round(crop.top * source.scale));
  const width = Math.max(1, Math.min(canvas.width - left, Math.round(crop.width * source.scale)));
  const height = Math.max(1, Math.min(canvas.height - top, Math.round(crop.height * source.scale)));
  return { ...crop, left, top, width, height };
}
