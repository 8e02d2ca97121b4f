import sharp, { type Sharp } from 'sharp';
import { IMAGE_WORK_SECONDS, imageWork, WORKING_PIXELS } from '../../../images/work.js';
import { MAX_RENDITION_SIDE, type CropRegion, type OutputFormat, type RenditionSpec } from './params.js';
import { cropIn, type RenderSource } from './working-copy.js';

/**
 * Every source is opened with a pixel limit, upright as displayed; corrupt tails are tolerated.
 * Renditions are made from at most WORKING_PIXELS (working-copy.ts): light work.
 */
function source(input: string): Sharp {
  return sharp(input, { autoOrient: true, failOn: 'none', limitInputPixels: WORKING_PIXELS }).timeout({ seconds: IMAGE_WORK_SECONDS });
}

const TRANSPARENT_WHITE = { r: 255, g: 255, b: 255, alpha: 0 };

function encode(image: Sharp, format: OutputFormat): Sharp {
  switch (format) {
    // The lowest efforts: the default ones cost 3 (WebP) and 7 (AVIF) times as long on a
    // 1920 px variant, far beyond the first request's budget, for a few percent of bytes.
    case 'avif':
      return image.avif({ quality: 55, effort: 0 });
    case 'webp':
      return image.webp({ quality: 80, effort: 2 });
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: false });
    case 'png':
      return image.png({ compressionLevel: 6 });
  }
}

/** cropper.js order: flip, then rotate, then cut the box from the rotated canvas. */
async function cropped(input: string, crop: CropRegion): Promise<Sharp> {
  const image = source(input);
  if (crop.flipX) image.flop();
  if (crop.flipY) image.flip();
  const box = { left: crop.left, top: crop.top, width: crop.width, height: crop.height };
  if (crop.rotate % 90 === 0) return image.rotate(crop.rotate).extract(box);
  // Any other angle widens the canvas by amounts sharp rounds its own way: rotate first, then
  // cut from the canvas it really made.
  const { data, info } = await image.rotate(crop.rotate, { background: TRANSPARENT_WHITE }).raw().toBuffer({ resolveWithObject: true });
  const width = Math.min(box.width, info.width - box.left);
  const height = Math.min(box.height, info.height - box.top);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels }, limitInputPixels: false })
    .timeout({ seconds: IMAGE_WORK_SECONDS })
    .extract({ ...box, width: Math.max(1, width), height: Math.max(1, height) });
}

/**
 * Writes the rendition described by `spec` of an image (read from `from`, renderSource) to
 * `output`: at most MAX_RENDITION_SIDE pixels either way, whatever the crop, when the image
 * queue has room.
 */
export function render(from: RenderSource, spec: RenditionSpec, output: string): Promise<void> {
  return imageWork(async () => {
    const image = spec.crop ? await cropped(from.file, cropIn(from, spec.crop)) : source(from.file);
    const bounded = image.resize({ width: spec.width ?? MAX_RENDITION_SIDE, height: MAX_RENDITION_SIDE, fit: 'inside', withoutEnlargement: true });
    await encode(bounded, spec.format).toFile(output);
  });
}
