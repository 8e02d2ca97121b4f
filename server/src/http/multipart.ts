import busboy from 'busboy';
import type { RequestHandler } from 'express';
import { DomainError } from '../errors.js';
import { readLimited } from './read-limited.js';

/**
 * Parses a multipart body whose file comes under one of `fields` (names a client may use for
 * the same file) into `req.body` ({ ...fields, [name]: LimitedFile }); a file under another name
 * is skipped. Two files under these names (the same one twice, or two of them) are V_12 on the
 * second's name: which one to store would be a guess. A body announced far beyond the limit is
 * refused before it is read.
 */
export function singleFileUpload(fields: readonly [string, ...string[]], maxBytes: number, tooLarge: 'UM_05' | 'ML_01'): RequestHandler {
  const names = new Set<string>(fields);
  return (req, _res, next) => {
    if (!req.is('multipart/form-data')) return next();
    const announced = Number(req.headers['content-length'] ?? 0);
    if (announced > maxBytes + 64 * 1024) return next(new DomainError(tooLarge, fields[0]));
    let parser: busboy.Busboy;
    try {
      // Browsers send a file's name as UTF-8 (busboy's default reads it as latin1).
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: names.size + 1, fields: 20, fieldSize: 64 * 1024 } });
    } catch {
      return next(new DomainError('V_12', 'body'));
    }
    const body: Record<string, unknown> = {};
    const reads: Promise<unknown>[] = [];
    let second: string | undefined;
    parser.on('field', (name, value) => {
      body[name] = value;
    });
    parser.on('file', (name, stream) => {
      if (!names.has(name) || reads.length > 0) {
        if (names.has(name)) second ??= name;
        stream.resume();
        return;
      }
      reads.push(
        (async () => {
          body[name] = await readLimited(stream, maxBytes);
        })(),
      );
    });
    parser.on('error', () => next(new DomainError('V_12', 'body')));
    parser.on('close', async () => {
      try {
        await Promise.all(reads);
      } catch (error) {
        return next(error);
      }
      if (second !== undefined) return next(new DomainError('V_12', second));
      req.body = body;
      next();
    });
    req.pipe(parser);
  };
}
