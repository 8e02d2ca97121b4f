import { createHash } from 'node:crypto';

/** Where crops without an explicit box keep their centre: fractions (0..1) of the image's width and height. */
export interface FocalPoint {
  x: number;
  y: number;
}

/** A file's focal point as stored (both columns set, or neither). */
export function focalOf(file: { focalX?: number | null; focalY?: number | null }): FocalPoint | null {
  return typeof file.focalX === 'number' && typeof file.focalY === 'number' ? { x: file.focalX, y: file.focalY } : null;
}

/**
 * The token of what a file's deliveries show: its bytes and its focal point. A delivery URL
 * carrying the current token (`v=`) may be cached for a year; a replace or a new focal point
 * gives a new token, so pages and the library ask for a URL no cache holds yet.
 */
export function mediaVersion(hash: string, focal: FocalPoint | null): string {
  return createHash('sha256')
    .update(JSON.stringify([hash, focal?.x ?? null, focal?.y ?? null]))
    .digest('hex')
    .slice(0, 16);
}
