// Writes brotli (.br) and gzip (.gz) copies beside a build's text assets, once at build time,
// so the server sends them to clients that accept them without compressing per request
// (server/src/http/precompressed-static.ts). Usage: node precompress.mjs <folder>...
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.xml', '.txt', '.map', '.webmanifest']);
/** Below this the copies save less than their headers cost. */
const MIN_BYTES = 1024;

let written = 0;
for (const folder of process.argv.slice(2)) {
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.has(path.extname(entry.name))) continue;
    const file = path.join(entry.parentPath, entry.name);
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const copies = {
      br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gz: zlib.gzipSync(raw, { level: 9 }),
    };
    for (const [suffix, bytes] of Object.entries(copies)) {
      // A copy no smaller than the file is no use (already compressed data).
      if (bytes.length >= raw.length) continue;
      writeFileSync(`${file}.${suffix}`, bytes);
      written++;
    }
  }
}
console.warn(`precompress: ${written} compressed copies in ${process.argv.slice(2).join(', ')}`);
