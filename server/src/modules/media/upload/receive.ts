import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { DomainError } from '../../../errors.js';
import type { Services } from '../../../operations/define.js';
import { mediaRuntime } from '../runtime.js';
import { mayBeAllowed } from '../types.js';
import { TextCheck } from './utf8.js';

/** file-type's own sample size: every signature it knows starts within these bytes. */
const SNIFF_BYTES = 4100;

/** At most 100 MB per file (ML_01, 413). */
export const MEDIA_MAX_BYTES = 100 * 1024 * 1024;
/** The multipart field of `add-file`, and the property of its errors. */
export const FILE_FIELD = 'f';

/** An upload that arrived whole on local disk, not yet judged or placed. */
export interface ReceivedFile {
  /** The name the client sent, without any directory part. */
  fileName: string;
  tempPath: string;
  size: number;
  sha256: string;
  /** Valid UTF-8 without NUL bytes, all the way through: a candidate for a text file. */
  textual: boolean;
}

/**
 * The files receiveFile made. A request's body is data: a JSON body could name any path as its
 * `tempPath`. Operations accept only what this process received (isReceivedFile).
 */
const received = new WeakSet<object>();

/** Was `value` made by receiveFile in this process (never by a client's JSON)? */
export function isReceivedFile(value: unknown): value is ReceivedFile {
  return typeof value === 'object' && value !== null && received.has(value);
}

/** Browsers once sent `C:\fakepath\name`; only the last segment is the file's name. */
function clientFileName(fileName: string): string {
  return fileName.split(/[/\\]/).pop() ?? '';
}

/** Errors of the upload parsers that mean "too large" (busboy limits, graphql-upload's 413). */
function isTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 413;
}

/** What the bytes showed on their way through. */
class Inspection {
  size = 0;
  readonly hash = createHash('sha256');
  readonly text = new TextCheck();
}

/** How one upload is received: the media library's rules unless told otherwise. */
export interface ReceiveRules {
  maxBytes: number;
  /** The property its errors name. */
  property: string;
  /** May content whose first bytes were detected as `detected` still turn out allowed? */
  mayBeAllowed(detected: string | undefined, textual: boolean): boolean;
}

const LIBRARY_RULES: ReceiveRules = { maxBytes: MEDIA_MAX_BYTES, property: FILE_FIELD, mayBeAllowed };

/** Once the first bytes show a type that can never be allowed, the rest is not worth writing. */
async function sniff(head: Buffer, inspection: Inspection, rules: ReceiveRules): Promise<void> {
  const detected = await fileTypeFromBuffer(head);
  if (!rules.mayBeAllowed(detected?.mime, inspection.text.textual)) throw new DomainError('V_12', rules.property);
}

/**
 * Counts, hashes and sniffs the bytes on their way to disk, holding no more than the first
 * few kilobytes: past the limit it fails with ML_01, on a hopeless type with V_12.
 */
function inspect(inspection: Inspection, rules: ReceiveRules) {
  const { maxBytes } = rules;
  return async function* (chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    let head: Buffer[] | undefined = [];
    let headSize = 0;
    for await (const chunk of chunks) {
      inspection.size += chunk.length;
      if (inspection.size > maxBytes) throw new DomainError('ML_01', rules.property);
      inspection.hash.update(chunk);
      inspection.text.push(chunk);
      if (!head) {
        yield chunk;
        continue;
      }
      head.push(chunk);
      headSize += chunk.length;
      if (headSize < SNIFF_BYTES) continue;
      const bytes = Buffer.concat(head);
      head = undefined;
      await sniff(bytes, inspection, rules);
      yield bytes;
    }
    inspection.text.end();
    if (head && headSize > 0) {
      const bytes = Buffer.concat(head);
      await sniff(bytes, inspection, rules);
      yield bytes;
    }
  };
}

/**
 * Streams an upload (`open` may already fail, e.g. graphql-upload's limit) into a new temp file
 * below `tempDir` (same file system as the objects, so placing it is a rename). The temp file
 * is removed on any failure; on success the caller owns it. `rules` default to the library's.
 */
export async function receiveFile(open: () => Readable, fileName: string, tempDir: string, rules: Partial<ReceiveRules> = {}): Promise<ReceivedFile> {
  const applied: ReceiveRules = { ...LIBRARY_RULES, ...rules };
  const tempPath = path.join(tempDir, `${randomUUID()}.upload`);
  const inspection = new Inspection();
  try {
    await pipeline(open(), inspect(inspection, applied), createWriteStream(tempPath, { flags: 'wx' }));
  } catch (error) {
    await rm(tempPath, { force: true });
    if (isTooLarge(error)) throw new DomainError('ML_01', applied.property);
    throw error;
  }
  const file: ReceivedFile = {
    fileName: clientFileName(fileName),
    tempPath,
    size: inspection.size,
    sha256: inspection.hash.digest('hex'),
    textual: inspection.text.textual,
  };
  received.add(file);
  return file;
}

/**
 * Bytes made in this process (an extension's demo images) as an upload for `addFile`: received
 * like a client's, into the library's temp folder. The caller removes `tempPath` afterwards, as
 * the transports do (addFile moves the file away when it keeps it).
 */
export function receiveMediaBytes(ctx: { services: Services }, fileName: string, bytes: Uint8Array): Promise<ReceivedFile> {
  return receiveFile(() => Readable.from([Buffer.from(bytes)]), fileName, mediaRuntime(ctx.services).tempDir);
}
