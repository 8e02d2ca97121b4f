import type { ServerResponse } from 'node:http';
import { applyHeaders, chunkBytes } from '../http/response-headers.js';

/**
 * Holds a response's status, headers and body back until end() and sends the body as one
 * buffer. Astro streams a page in dozens of small chunks, and a system call per chunk (or a
 * writev of them all) costs more than rendering the page; a page is never so slow that its
 * first bytes must leave early. `finish` runs once the render is done: it may still set headers
 * (the cache tags of all the render read, cdn/tags.ts) and answers the body to send, the
 * render's or another with its own status (a page saying the site is unavailable, http/unavailable-page.ts).
 */
export function sendWhole(res: ServerResponse, finish: (body: Buffer) => Buffer = (body) => body): void {
  const chunks: Buffer[] = [];
  const writeHead = res.writeHead.bind(res) as (status: number, message?: string) => ServerResponse;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let message: string | undefined;
  let ending = false;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    // From end() on, headers go out through the wrappers beneath (which may call this again).
    if (ending) return writeHead(status, ...(rest as [string?]));
    res.statusCode = status;
    message = typeof rest[0] === 'string' ? rest[0] : undefined;
    applyHeaders(res, message === undefined ? rest[0] : rest[1]);
    return res;
  }) as ServerResponse['writeHead'];
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const data = chunkBytes(chunk, rest[0]);
    if (data) chunks.push(data);
    const callback = rest.find((arg) => typeof arg === 'function');
    if (callback) process.nextTick(callback as () => void);
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const data = typeof chunk === 'function' ? undefined : chunkBytes(chunk, rest[0]);
    if (data) chunks.push(data);
    const callback = [chunk, ...rest].find((arg) => typeof arg === 'function');
    ending = true;
    let body: Buffer = Buffer.concat(chunks);
    if (!res.headersSent) {
      const status = res.statusCode;
      body = finish(body);
      // A status of finish's own goes without the render's reason phrase.
      writeHead(res.statusCode, res.statusCode === status ? message : undefined);
    }
    return body.length === 0 ? end(callback) : end(body, callback);
  }) as ServerResponse['end'];
}
