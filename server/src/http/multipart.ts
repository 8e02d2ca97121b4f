import busboy from 'busboy';
import type { RequestHandler } from 'express';
import { DomainError } from '../errors.js';
import { readLimited } from './read-limited.js';

/**
 * Parses a multipart body with one file field into `req.body` ({ ...fields, [field]: LimitedFile }).
 * A body announced far beyond the limit is refused before it is read.
 */
export function singleFileUpload(field: string, maxBytes: number, tooLarge: 'UM_05' | 'ML_01'): RequestHandler {
  return (req, _res, next) => {
    if (!req.is('multipart/form-data')) return next();
    const announced = Number(req.headers['content-length'] ?? 0);
    if (announced > maxBytes + 64 * 1024) return next(new DomainError(tooLarge, field));
    let parser: busboy.Busboy;
    try {
      // Browsers send a file's name as UTF-8 (busboy's default reads it as latin1).
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fields: 20, fieldSize: 64 * 1024 } });
    } catch {
      return next(new DomainError('V_12', 'body'));
    }
    const body: Record<string, unknown> = {};
    const reads: Promise<unknown>[] = [];
    parser.on('field', (name, value) => {
      body[name] = value;
    });
    parser.on('file', (name, stream) => {
      if (name !== field) {
        stream.resume();
        return;
      }
      reads.push((async () => {
        body[name] = await readLimited(stream, maxBytes);
      })());
    });
    parser.on('error', () => next(new DomainError('V_12', 'body')));
    parser.on('close', async () => {
      try {
        await Promise.all(reads);
      } catch (error) {
        return next(error);
      }
      req.body = body;
      next();
    });
    req.pipe(parser);
  };
}
