import pLimit from 'p-limit';
import sharp from 'sharp';

/**
 * Decoding and encoding images takes a core and up to hundreds of megabytes each: image work of
 * every kind (profile images, uploads, renditions) waits its turn behind this queue, so a burst
 * of it cannot starve logins and page requests, nor grow the process without bound.
 */
export const IMAGE_WORK_CONCURRENCY = 2;
/** The most pixels an image in the library may have (100 megapixels: beyond any camera's photo; 400 MB decoded). */
export const MAX_SOURCE_PIXELS = 100_000_000;
/** The longest any image work may take before it is given up (an SVG full of filters). */
export const IMAGE_WORK_SECONDS = 10;
const queue = pLimit(IMAGE_WORK_CONCURRENCY);
// libvips's own threads per image: the queue already keeps the cores busy.
sharp.concurrency(1);

/** Runs `work` when a slot of the image queue is free. */
export function imageWork<T>(work: () => Promise<T>): Promise<T> {
  return queue(work);
}
