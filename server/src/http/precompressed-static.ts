import express, { type RequestHandler } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { chooseEncoding, varyOnEncoding, type Coding } from './accept-encoding.js';

type StaticOptions = Parameters<typeof express.static>[1];

const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/** URL path (below `root`) → the codings of the copies the build wrote beside it (server/scripts/precompress.mjs). */
function compressedCopies(root: string): Map<string, Coding[]> {
  const copies = new Map<string, Coding[]>();
  if (!existsSync(root)) return copies;
  const files = new Set(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name)),
  );
  for (const file of files) {
    const codings = (Object.keys(SUFFIX) as Coding[]).filter((coding) => files.has(file + SUFFIX[coding]));
    if (codings.length) copies.set(`/${path.relative(root, file).split(path.sep).join('/')}`, codings);
  }
  return copies;
}

/**
 * express.static, plus the build's brotli and gzip copies of its text files for clients that
 * accept them: the copy is sent under the original's type with Content-Encoding (its own size
 * and so its own ETag), and every answer for such a file says Vary: Accept-Encoding.
 */
export function precompressedStatic(root: string, options: StaticOptions): RequestHandler {
  const serve = express.static(root, options);
  const copies = compressedCopies(root);
  return (req, res, next) => {
    const codings = copies.get(req.path);
    if (!codings || (req.method !== 'GET' && req.method !== 'HEAD')) {
      serve(req, res, next);
      return;
    }
    varyOnEncoding(res);
    const coding = chooseEncoding(req, codings);
    if (coding === 'identity') {
      serve(req, res, next);
      return;
    }
    const original = req.url;
    res.type(path.extname(req.path));
    res.setHeader('Content-Encoding', coding);
    req.url = original.replace(/^[^?]*/, (pathname) => pathname + SUFFIX[coding]);
    serve(req, res, (error?: unknown) => {
      req.url = original;
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      next(error);
    });
  };
}
