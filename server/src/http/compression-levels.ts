import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Coding } from './accept-encoding.js';

/** Below this a coding saves less than its own headers and the work cost (a JSON envelope, a 304). */
export const MIN_COMPRESSED_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `once`: kept and sent many times (cached pages, build assets), so worth the slow, small
 * settings; else per response, where brotli 4 is about as fast as gzip 6 and smaller.
 */
export function compress(body: Buffer, coding: Coding, once: boolean): Promise<Buffer> {
  if (coding === 'gzip') return gzip(body, { level: once ? 9 : 6 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: once ? 9 : 4,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
