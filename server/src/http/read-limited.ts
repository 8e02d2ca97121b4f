import type { Readable } from 'node:stream';

export interface LimitedFile {
  bytes: Buffer;
  /** More bytes came than the limit allowed; `bytes` holds only the first `limit`. */
  truncated: boolean;
}

/** Reads a stream into memory up to `limit` bytes, then discards the rest. For small uploads only. */
export async function readLimited(stream: Readable, limit: number): Promise<LimitedFile> {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    if (truncated) continue;
    if (size + buffer.length > limit) {
      chunks.push(buffer.subarray(0, limit - size));
      size = limit;
      truncated = true;
      continue;
    }
    chunks.push(buffer);
    size += buffer.length;
  }
  return { bytes: Buffer.concat(chunks), truncated };
}
