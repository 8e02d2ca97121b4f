import pLimit from 'p-limit';
import sharp from 'sharp';

/**
 * Decoding and encoding images takes a core and up to hundreds of megabytes each: image work of
 * every kind (profile images, uploads, renditions) waits its turn behind these queues, so a burst
 * of it cannot starve logins and page requests, nor grow the process without bound.
 */
export const IMAGE_WORK_CONCURRENCY = 2;
/** The most pixels an image in the library may have (100 megapixels: beyond any camera's photo; 400 MB decoded). */
export const MAX_SOURCE_PIXELS = 100_000_000;
/**
 * The most pixels a rendition is ever made from: a larger photo is scaled down once into a
 * working copy of this size (about 0.1 s to crop, 0.5 s to scale whole), where its original
 * would cost seconds per crop (81 megapixels of PNG: 2–4 s).
 */
export const WORKING_PIXELS = 24_000_000;
/** The longest any image work may take before it is given up: a safety net, the bounds above keep real work far below it. */
export const IMAGE_WORK_SECONDS = 10;
/**
 * The CPU time an SVG may take to draw (svg-raster.ts): librsvg cannot be interrupted, so the
 * drawing process is. An ordinary drawing at SVG_WORKING_PIXELS takes 0.1 s, a filter over a
 * quarter of it 0.5 s, one over half of it about 1 s (refused: export such a picture as PNG);
 * the filter bomb of issue 31 would take 17 s. No upload holds the heavy lane longer.
 */
export const SVG_RASTER_CPU_SECONDS = 1;
/** The most pixels an SVG is drawn at for its crops (a larger one is drawn smaller): librsvg's filters cost about 0.5 µs per pixel each. */
export const SVG_WORKING_PIXELS = 4_000_000;

export type ImageWorkWeight = 'light' | 'heavy';

// Work bounded to WORKING_PIXELS is light; heavy work (scaling an original down, drawing an
// SVG) has a lane of its own, so a queue of it never holds up the previews of small images.
const lanes: Record<ImageWorkWeight, ReturnType<typeof pLimit>> = { light: pLimit(IMAGE_WORK_CONCURRENCY), heavy: pLimit(1) };
// libvips's own threads per image: the queues already keep the cores busy.
sharp.concurrency(1);

/** Runs `work` when a slot of its lane of the image queue is free. */
export function imageWork<T>(work: () => Promise<T>, weight: ImageWorkWeight = 'light'): Promise<T> {
  return lanes[weight](work);
}
