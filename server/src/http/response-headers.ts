import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * Puts the headers passed to writeHead() on the response itself, so wrappers of writeHead
 * (page capture, compression) see every header through getHeader(). `headers`: an object, or
 * the raw form [name, value, name, value, ...].
 */
export function applyHeaders(res: ServerResponse, headers: unknown): void {
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.appendHeader(String(headers[i]), headers[i + 1] as string | string[]);
  } else if (headers && typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
      if (value !== undefined) res.setHeader(name, value);
    }
  }
}

/** A write's bytes, whether a string (in its encoding) or a buffer; undefined for anything else. */
export function chunkBytes(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return undefined;
}
