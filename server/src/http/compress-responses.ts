import type { RequestHandler } from 'express';
import type { ServerResponse } from 'node:http';
import { chooseEncoding, varyOnEncoding, type Coding } from './accept-encoding.js';
import { compress, MIN_COMPRESSED_BYTES } from './compression-levels.js';
import { applyHeaders, chunkBytes } from './response-headers.js';

/** Answers worth compressing: HTML, JSON (REST, GraphQL) and XML (the sitemap). Media and build assets are not compressed here. */
const COMPRESSIBLE = /^(?:text\/html|text\/xml|application\/(?:[\w.-]+\+)?(?:json|xml))\b/i;
/** A body that grows past this is a download, not an answer: it goes out as it comes, uncompressed. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/** Whether this response may be compressed, judged once its status and headers are known. */
function compressible(res: ServerResponse): boolean {
  const status = res.statusCode;
  return (
    status >= 200 &&
    status !== 204 &&
    status !== 304 &&
    COMPRESSIBLE.test(String(res.getHeader('content-type') ?? '')) &&
    !res.hasHeader('content-encoding') &&
    !/no-transform/i.test(String(res.getHeader('cache-control') ?? ''))
  );
}

/** A strong ETag names these bytes: the compressed ones get their own (weak ones compare alike anyway). */
function encodedEtag(res: ServerResponse, coding: Coding): void {
  const etag = res.getHeader('etag');
  if (typeof etag === 'string' && etag.startsWith('"')) res.setHeader('ETag', `${etag.slice(0, -1)}-${coding}"`);
}

/**
 * Compresses uncached HTML and JSON answers with the client's preferred coding (brotli, gzip).
 * The body is held until end(), which express's JSON and the site's renders (whole-response.ts)
 * send in one piece anyway, so small bodies stay plain and Content-Length stays exact. Anything
 * else (Server-Sent Events, media, files) passes through untouched, at its first write.
 */
export const compressResponses: RequestHandler = (req, expressRes, next) => {
  const res: ServerResponse = expressRes;
  if (req.method === 'HEAD') {
    next();
    return;
  }
  const realWriteHead = res.writeHead.bind(res) as (status: number, message?: string) => ServerResponse;
  const realWrite = res.write.bind(res) as (...args: unknown[]) => boolean;
  const realEnd = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided';
  let message: string | undefined;
  let releasing = false;
  const chunks: Buffer[] = [];
  let held = 0;

  const decide = () => {
    if (mode !== 'undecided') return mode;
    const candidate = compressible(res);
    if (candidate) varyOnEncoding(res);
    mode = candidate && chooseEncoding(req) !== 'identity' ? 'hold' : 'pass';
    return mode;
  };
  /** Headers out through every wrapper of writeHead (the page capture's marks its copy), then the held bytes. */
  const release = () => {
    releasing = true;
    mode = 'pass';
    if (!res.headersSent) res.writeHead(res.statusCode, message);
  };
  const hold = (chunk: unknown, encoding: unknown) => {
    const data = chunkBytes(chunk, encoding);
    if (!data) return;
    chunks.push(data);
    held += data.length;
  };

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status;
    message = typeof rest[0] === 'string' ? rest[0] : undefined;
    applyHeaders(res, message === undefined ? rest[0] : rest[1]);
    if (releasing || decide() === 'pass') return realWriteHead(status, message);
    return res;
  }) as ServerResponse['writeHead'];

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (decide() === 'pass') return realWrite(chunk, ...rest);
    hold(chunk, rest[0]);
    if (held > MAX_BUFFERED_BYTES) {
      release();
      return realWrite(Buffer.concat(chunks.splice(0)), ...rest.filter((arg) => typeof arg === 'function'));
    }
    const callback = rest.find((arg) => typeof arg === 'function');
    if (callback) process.nextTick(callback as () => void);
    return true;
  }) as ServerResponse['write'];

  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const callback = [chunk, ...rest].find((arg) => typeof arg === 'function');
    if (decide() === 'pass') return realEnd(chunk, ...rest);
    if (typeof chunk !== 'function') hold(chunk, rest[0]);
    const body = Buffer.concat(chunks.splice(0));
    const send = (bytes: Buffer) => {
      res.setHeader('Content-Length', bytes.length);
      release();
      realEnd(bytes, callback);
    };
    const coding = chooseEncoding(req);
    if (coding === 'identity' || body.length < MIN_COMPRESSED_BYTES) {
      send(body);
      return res;
    }
    compress(body, coding, false).then(
      (compressed) => {
        if (compressed.length >= body.length) return send(body);
        res.setHeader('Content-Encoding', coding);
        encodedEtag(res, coding);
        return send(compressed);
      },
      () => send(body),
    );
    return res;
  }) as ServerResponse['end'];
  next();
};
