import Cropper from 'cropperjs';
import 'cropperjs/dist/cropper.css';
import { useEffect, useState, type KeyboardEvent } from 'react';
import type { FocalPoint } from './focalPoint';
import type { CropParams } from './mediaEntry';

/** Pixels of the crop box on screen per arrow key press. */
const STEP = 10;
const ARROWS: Readonly<Record<string, readonly [number, number]>> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The crop box's proportions: free, or width / height. */
export type CropAspect = 'free' | '16:9' | '4:3' | '1:1';
export const CROP_ASPECTS: readonly CropAspect[] = ['free', '16:9', '4:3', '1:1'];
const RATIOS: Readonly<Record<CropAspect, number>> = { free: Number.NaN, '16:9': 16 / 9, '4:3': 4 / 3, '1:1': 1 };

export interface CropperControls {
  /** The image is loaded and the crop box placed. */
  ready: boolean;
  /** The crop so far, in the natural image's pixels (rounded). */
  data: CropParams | null;
  rotate(degrees: number): void;
  flip(axis: 'x' | 'y'): void;
  reset(): void;
  aspect: CropAspect;
  setAspect(aspect: CropAspect): void;
  /** Arrow keys move the crop box; with Shift they resize it. */
  onKeyDown(event: KeyboardEvent): void;
}

/** `value` within 0..high. */
const clamp = (value: number, high: number) => Math.min(Math.max(0, value), Math.max(0, high));

/**
 * Moves the crop box, its size kept, so that it is centred on the image's focal point as far as
 * the image's edges allow: a preset's proportions keep what the library marked in view. Only on
 * the image as it is (a rotated canvas has other coordinates).
 */
function centreOn(cropper: Cropper, focal: FocalPoint): void {
  const { naturalWidth, naturalHeight } = cropper.getImageData();
  const { width, height, rotate } = cropper.getData();
  if (rotate % 360 !== 0) return;
  cropper.setData({
    x: clamp(focal.x * naturalWidth - width / 2, naturalWidth - width),
    y: clamp(focal.y * naturalHeight - height / 2, naturalHeight - height),
  });
}

/**
 * cropper.js on an image element (set through a callback ref, as the dialog mounts its content
 * late), starting from `initial`. Orientation is left to the browser, as the server applies it
 * too: the crop is in the space of the image as displayed. Without a crop of its own the box
 * starts on the library's focal point, and moves there whenever the proportions change.
 */
export function useCropper(
  image: HTMLImageElement | null,
  initial: CropParams | undefined,
  initialAspect: CropAspect,
  focal: FocalPoint | null,
): CropperControls {
  // The crop and proportions to start from, as they were when the dialog opened.
  const [start] = useState(initial);
  const [startAspect] = useState(initialAspect);
  const [aspect, setAspectState] = useState(initialAspect);
  const [cropper, setCropper] = useState<Cropper | null>(null);
  const [data, setData] = useState<CropParams | null>(null);

  useEffect(() => {
    if (!image) return undefined;
    const instance = new Cropper(image, {
      viewMode: 1,
      autoCropArea: 1,
      checkOrientation: false,
      checkCrossOrigin: false,
      responsive: true,
      aspectRatio: RATIOS[startAspect],
      ...(start && { data: start }),
      ready: () => setCropper(instance),
      crop: () => setData(instance.getData(true)),
    });
    return () => {
      instance.destroy();
      setCropper(null);
    };
  }, [image, start, startAspect]);

  useEffect(() => {
    if (cropper && focal && !start) centreOn(cropper, focal);
  }, [cropper, focal, start]);

  return {
    ready: cropper !== null,
    data,
    rotate: (degrees) => cropper?.rotate(degrees),
    flip: (axis) => {
      if (!cropper) return;
      const current = cropper.getData();
      if (axis === 'x') cropper.scaleX(-current.scaleX);
      else cropper.scaleY(-current.scaleY);
    },
    reset: () => cropper?.reset(),
    aspect,
    setAspect(next) {
      setAspectState(next);
      if (!cropper) return;
      cropper.setAspectRatio(RATIOS[next]);
      if (focal) centreOn(cropper, focal);
    },
    onKeyDown: (event) => {
      const arrow = ARROWS[event.key];
      if (!cropper || !arrow) return;
      event.preventDefault();
      const [dx, dy] = arrow;
      const box = cropper.getCropBoxData();
      cropper.setCropBoxData(
        event.shiftKey ? { width: box.width + dx * STEP, height: box.height + dy * STEP } : { left: box.left + dx * STEP, top: box.top + dy * STEP },
      );
    },
  };
}
