import { rm } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import type { RequestHandler } from 'express';
import { DomainError, type ErrorItem } from '../../../errors.js';
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
 * or bytes) is absent. A file past its limit gets ML_01 on its field, the rest of it read and
 * dropped, never stored, while the next parts are still judged, so that every file too large
 * is named; the answer comes at the body's end, or at once when more has come than the files
 * could take at their limits (what is left is read and dropped: ML_01 on the body if no file
 * was too large). A body announced larger than that is refused before it is read (ML_01 on the
 * body). A file under a name not declared is `true` in the body, so the operation's input schema
 * refuses it. Temp files are removed when the response is done, wherever the
 * operation left them (privateFiles.put moves them away).
 */
export function streamedForm(files: Readonly<Record<string, number>>): RequestHandler {
  const largest = Math.max(...Object.values(files));
  const total = Object.values(files).reduce((sum, bytes) => sum + bytes, 0);
  // Room for every file of a form at its limit after one too large before it (dropped): past it, nothing more can be judged.
  const mostRead = 2 * total + ENVELOPE_BYTES;
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    // Announced beyond it: nothing to judge, so nothing is read.
    if (Number(req.headers['content-length'] ?? 0) > mostRead) return next(new DomainError('ML_01', 'body'));
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
    // The fields of the files too large, in the order their parts came.
    const tooLarge = new Set<string>();
    const judged = () =>
      tooLarge.size
        ? new DomainError(
            [...tooLarge].map((property): ErrorItem => ({ code: 'ML_01', property })),
            413,
          )
        : undefined;
    let read = 0;
    req.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > mostRead) settle(judged() ?? new DomainError('ML_01', 'body'));
    });
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
      // Read through a pass-through, which the receiving destroys on a failure: busboy waits for the part to be read.
      // busboy says so at once, while it drops the rest of the part as fast as it comes: the
      // receiving's own failure arrives later (after its temp file is removed), maybe only after
      // the body outgrew every limit, which must still name this file.
      stream.on('limit', () => tooLarge.add(name));
      const through = new PassThrough();
      stream.on('error', (error) => through.destroy(error)).pipe(through);
      const received = receiveFile(() => through, info.filename ?? '', tempDir, { maxBytes, property: name, mayBeAllowed: () => true }).then(keep);
      received.catch((error: unknown) => {
        stream.unpipe(through).resume();
        // Too large: busboy drops the rest of the part (its fileSize limit), and the next parts are judged still.
        if (error instanceof DomainError && error.errors[0]?.code === 'ML_01') tooLarge.add(name);
        else settle(error);
      });
      // A failure has answered already (settle): the form's end no longer waits for it.
      receiving.push(
        received.then(
          async (file) => {
            if (file.size === 0 && file.fileName === '') return rm(file.tempPath, { force: true });
            body[name] = file;
            return undefined;
          },
          () => undefined,
        ),
      );
    });
    parser.on('error', () => settle(new DomainError('V_12', 'body')));
    parser.on('close', async () => {
      try {
        await Promise.all(receiving);
        settle(judged());
      } catch (error) {
        settle(error);
      }
    });
    req.pipe(parser);
  };
}
