import { rm } from 'node:fs/promises';
import type { RequestHandler } from 'express';
import { DomainError } from '../../../errors.js';
import { mediaRuntime } from '../runtime.js';
import { multipartParser } from './multipart.js';
import { receiveFile, type ReceivedFile } from './receive.js';

/** Room for the text fields and the multipart framing around the files. */
const ENVELOPE_BYTES = 1024 * 1024;

/**
 * Parses a multipart form with named file fields (each at most its `maxBytes`) into `req.body`:
 * `{ ...text fields, [file field]: ReceivedFile }`, for an operation to judge (e.g. a public
 * form's attachments, kept with privateFiles). Each file streams to a temp file in the media
 * library's temp folder, never whole in memory; a file input left empty (a part without name
 * or bytes) is absent. A file past its limit answers at once, ML_01 on its field: the rest of
 * the body is read and dropped, never stored. A file under a name not declared is `true` in
 * the body, so the operation's input schema refuses it. Temp files are removed when the
 * response is done, wherever the operation left them (privateFiles.put moves them away).
 */
export function streamedForm(files: Readonly<Record<string, number>>): RequestHandler {
  const largest = Math.max(...Object.values(files));
  const total = Object.values(files).reduce((sum, bytes) => sum + bytes, 0);
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    if (Number(req.headers['content-length'] ?? 0) > total + ENVELOPE_BYTES) return next(new DomainError('ML_01', 'body'));
    const parsing = multipartParser(req, next, { files: Object.keys(files).length + 2, fields: 30, parts: 40, fieldSize: 64 * 1024, fileSize: largest + 1 });
    if (!parsing) return;
    const { parser, settle } = parsing;
    const temps = new Set<string>();
    let responded = false;
    res.on('close', () => {
      responded = true;
      for (const temp of temps) void rm(temp, { force: true });
    });
    const keep = (file: ReceivedFile) => {
      if (responded) void rm(file.tempPath, { force: true });
      else temps.add(file.tempPath);
      return file;
    };
    // Filled as the parts arrive: a failure answered early still sees the fields before it.
    const body: Record<string, unknown> = {};
    req.body = body;
    const receiving: Promise<void>[] = [];
    const started = new Set<string>();
    parser.on('field', (name, value) => {
      body[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const maxBytes = Object.hasOwn(files, name) ? files[name] : undefined;
      if (maxBytes === undefined) body[name] = true;
      if (maxBytes === undefined || started.has(name)) {
        stream.resume();
        return;
      }
      started.add(name);
      const tempDir = mediaRuntime(req.ctx.services).tempDir;
      const received = receiveFile(() => stream, info.filename ?? '', tempDir, { maxBytes, property: name, mayBeAllowed: () => true }).then(keep);
      received.catch(settle);
      // A failure has answered already (settle): the form's end no longer waits for it.
      receiving.push(received.then(async (file) => {
        if (file.size === 0 && file.fileName === '') return rm(file.tempPath, { force: true });
        body[name] = file;
        return undefined;
      }, () => undefined));
    });
    parser.on('error', () => settle(new DomainError('V_12', 'body')));
    parser.on('close', async () => {
      try {
        await Promise.all(receiving);
        settle();
      } catch (error) {
        settle(error);
      }
    });
    req.pipe(parser);
  };
}
