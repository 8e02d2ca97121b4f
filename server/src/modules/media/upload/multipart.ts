import { rm } from 'node:fs/promises';
import busboy from 'busboy';
import type { NextFunction, Request, RequestHandler } from 'express';
import { DomainError } from '../../../errors.js';
import type { Access } from '../../../operations/define.js';
import { authorize } from '../../../operations/invoke.js';
import { mediaRuntime } from '../runtime.js';
import { FILE_FIELD, MEDIA_MAX_BYTES, receiveFile, type ReceivedFile } from './receive.js';

/** Room for the other fields and the multipart framing around the file. */
const ENVELOPE_BYTES = 1024 * 1024;

/**
 * busboy for a multipart request (V_12 when its headers cannot be parsed: then `next` has the
 * error and nothing is answered), and `settle`, which ends the parsing once: done, or on a
 * failure at once, the rest of the body read and dropped.
 */
export function multipartParser(req: Request, next: NextFunction, limits: busboy.Limits): { parser: busboy.Busboy; settle(error?: unknown): void } | undefined {
  let parser: busboy.Busboy;
  try {
    // Browsers send a file's name as UTF-8 (busboy's default reads it as latin1).
    parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits });
  } catch {
    next(new DomainError('V_12', 'body'));
    return undefined;
  }
  let settled = false;
  const settle = (error?: unknown) => {
    if (settled) return;
    settled = true;
    if (error) {
      // Answer now; the rest of the body is read and dropped.
      req.unpipe(parser);
      req.resume();
    }
    next(error);
  };
  return { parser, settle };
}

/**
 * Parses `add-file`'s multipart body into `req.body` ({ ...fields, f: ReceivedFile }), the
 * file streamed to a temp file (never whole in memory) that is removed when the response is
 * done, wherever the operation left it. Callers who may not upload are refused before a byte
 * is read, and so are bodies announced beyond the limit.
 */
export function streamedUpload(access: Access): RequestHandler {
  return (req, res, next) => {
    try {
      authorize(access, req.ctx.actor);
    } catch (error) {
      return next(error);
    }
    if (!req.is('multipart/form-data')) return next();
    if (Number(req.headers['content-length'] ?? 0) > MEDIA_MAX_BYTES + ENVELOPE_BYTES) return next(new DomainError('ML_01', FILE_FIELD));
    const parsing = multipartParser(req, next, { files: 1, fields: 20, fieldSize: 64 * 1024, fileSize: MEDIA_MAX_BYTES + 1 });
    if (!parsing) return;
    const { parser, settle } = parsing;
    // The temp file goes when the response is done, also one answered before the file was in
    // (an error settled early): its close has passed by then, so the file goes at once.
    let answered = false;
    res.once('close', () => {
      answered = true;
    });
    const removeWhenAnswered = (file: ReceivedFile) => {
      if (answered) void rm(file.tempPath, { force: true });
      else res.once('close', () => void rm(file.tempPath, { force: true }));
      return file;
    };
    const body: Record<string, unknown> = {};
    let receiving: Promise<ReceivedFile> | undefined;
    parser.on('field', (name, value) => {
      body[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== FILE_FIELD || receiving) {
        stream.resume();
        return;
      }
      receiving = receiveFile(() => stream, info.filename ?? '', mediaRuntime(req.ctx.services).tempDir).then(removeWhenAnswered);
      receiving.catch(settle);
    });
    parser.on('error', () => settle(new DomainError('V_12', 'body')));
    parser.on('close', async () => {
      try {
        if (receiving) {
          body[FILE_FIELD] = await receiving;
        }
        req.body = body;
        settle();
      } catch (error) {
        settle(error);
      }
    });
    req.pipe(parser);
  };
}
