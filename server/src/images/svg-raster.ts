import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TiffOptions } from 'sharp';
import { IMAGE_WORK_SECONDS, imageWork, SVG_RASTER_CPU_SECONDS } from './work.js';

/** The drawing took more than its share of CPU or time: the image is refused, not the server's fault. */
export class TooCostlyImage extends Error {}

// Beside this module, in its language: .ts under the tests (Node strips the types), .js when built.
const here = fileURLToPath(import.meta.url);
const CHILD = path.join(path.dirname(here), `svg-raster-child${path.extname(here)}`);

/** The density at which an SVG is drawn at its own size (CSS pixels). */
const NATURAL_DENSITY = 72;

/**
 * Draws the SVG `input` (sanitized: svg.ts) at `scale` times its own size into `output` as a
 * TIFF with `tiff` options, in a process of its own, in the heavy lane. A filter may make
 * librsvg take minutes on a few hundred bytes, in one call nothing interrupts (sharp's timeout
 * is only looked at between its tiles): the process kills itself past SVG_RASTER_CPU_SECONDS
 * of CPU, or is killed past IMAGE_WORK_SECONDS (a machine too busy to let it run). Both reject
 * with TooCostlyImage.
 */
export function rasterizeSvg(input: string, output: string, scale: number, tiff: TiffOptions): Promise<void> {
  return imageWork(
    () =>
      new Promise<void>((resolve, reject) => {
        const args = [CHILD, input, output, String(NATURAL_DENSITY * scale), JSON.stringify(tiff), String(SVG_RASTER_CPU_SECONDS)];
        const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
        let stderr = '';
        child.stderr.setEncoding('utf8').on('data', (text: string) => {
          stderr = (stderr + text).slice(-2000);
        });
        const deadline = setTimeout(() => child.kill('SIGKILL'), IMAGE_WORK_SECONDS * 1000);
        child.on('error', reject);
        child.on('close', (code, signal) => {
          clearTimeout(deadline);
          if (code === 0) resolve();
          else if (signal === 'SIGKILL')
            reject(new TooCostlyImage(`drawing the SVG took more than ${SVG_RASTER_CPU_SECONDS} s of CPU or ${IMAGE_WORK_SECONDS} s`));
          else reject(new Error(`drawing the SVG failed (${code ?? signal}): ${stderr.trim()}`));
        });
      }),
    'heavy',
  );
}
