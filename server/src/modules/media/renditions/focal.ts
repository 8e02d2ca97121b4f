import { z } from 'zod';
import type { FocalPoint } from '../version.js';
import type { CropRegion } from './params.js';

/** The proportions a rendition may be cut to (`ar`): a fixed few, so the variants visitors can make the server compute stay bounded. */
export const ASPECT_RATIOS = ['1:1', '4:3', '3:4', '3:2', '2:3', '16:9', '9:16', '21:9'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

export const aspectRatio = z.enum(ASPECT_RATIOS).optional();

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The largest box of `aspect` inside a `width`×`height` image, centred on the focal point (the
 * centre without one) as far as the image's edges allow: the box is computed explicitly, since
 * sharp's `position` knows only edges and "attention", not a point of the editor's choosing.
 */
export function focalRegion(width: number, height: number, aspect: AspectRatio, focal: FocalPoint | null): CropRegion {
  const [across = 1, down = 1] = aspect.split(':').map(Number);
  const ratio = across / down;
  const boxWidth = Math.max(1, Math.min(width, Math.round(height * ratio)));
  const boxHeight = Math.max(1, Math.min(height, Math.round(boxWidth / ratio)));
  const centre = focal ?? { x: 0.5, y: 0.5 };
  const left = clamp(Math.round(centre.x * width - boxWidth / 2), 0, width - boxWidth);
  const top = clamp(Math.round(centre.y * height - boxHeight / 2), 0, height - boxHeight);
  return { left, top, width: boxWidth, height: boxHeight, rotate: 0, flipX: false, flipY: false };
}
