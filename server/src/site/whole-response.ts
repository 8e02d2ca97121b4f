import type { ServerResponse } from 'node:http';
import { chunkBytes } from '../http/response-headers.js';

/**
 * Holds a response's body back until end() and sends it as one buffer. Astro streams a page in
 * dozens of small chunks, and a system call per chunk (or a writev of them all) costs more than
 * rendering the page; a page is never so slow that its first bytes must leave early.
 */
export function sendWhole(res: ServerResponse): void {
  const chunks: Buffer[] = [];
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
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
    return chunks.length === 0 ? end(callback) : end(Buffer.concat(chunks), callback);
  }) as ServerResponse['end'];
}
