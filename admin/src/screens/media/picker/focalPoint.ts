/** Where crops without a box chosen per use keep their centre: fractions (0..1) of the image's width and height. */
export interface FocalPoint {
  x: number;
  y: number;
}

/** A library file's focal point, or null when it has none (the centre). */
export function focalPointOf(file: { focalX?: number | null; focalY?: number | null }): FocalPoint | null {
  return typeof file.focalX === 'number' && typeof file.focalY === 'number' ? { x: file.focalX, y: file.focalY } : null;
}
