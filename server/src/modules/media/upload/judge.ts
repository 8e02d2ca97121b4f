import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { DomainError } from '../../../errors.js';
import { MAX_SOURCE_PIXELS } from '../../../images/work.js';
import { sanitizeSvg, SVG_MAX_BYTES } from '../svg.js';
import { binaryType, extensionOf, judgeType, SVG_TYPE, type MediaKind } from '../types.js';
import { FILE_FIELD, type ReceivedFile } from './receive.js';

/** An upload judged by its content: what it is, and its bytes (an SVG's are the cleaned ones). */
export interface JudgedUpload {
  tempPath: string;
  sha256: string;
  size: number;
  mimeType: string;
  kind: MediaKind;
  width: number | null;
  height: number | null;
}

/** Replaces an SVG's bytes by their sanitized copy (svg.ts), in place. */
async function cleanSvg(received: ReceivedFile): Promise<Pick<JudgedUpload, 'sha256' | 'size'>> {
  if (received.size > SVG_MAX_BYTES) throw new DomainError('ML_01', FILE_FIELD);
  const clean = sanitizeSvg(await readFile(received.tempPath, 'utf8'));
  if (clean === undefined) throw new DomainError('V_12', FILE_FIELD);
  const bytes = Buffer.from(clean, 'utf8');
  await writeFile(received.tempPath, bytes);
  return { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
}

/**
 * Width and height as displayed (EXIF orientation applied): the space crops are given in. Read
 * from the header; an image declaring more than MAX_SOURCE_PIXELS is refused (ML_01) before
 * anything ever decodes it.
 */
async function dimensions(file: string): Promise<{ width: number; height: number }> {
  let size: { width: number; height: number } | undefined;
  try {
    const { autoOrient } = await sharp(file).metadata();
    if (autoOrient.width > 0 && autoOrient.height > 0) size = autoOrient;
  } catch {
    // Undecodable: refused below.
  }
  if (!size) throw new DomainError('V_12', FILE_FIELD);
  if (size.width * size.height > MAX_SOURCE_PIXELS) throw new DomainError('ML_01', FILE_FIELD);
  return size;
}

/**
 * The allow-list decision on the whole file (types.ts), by magic bytes: the name only has to
 * agree with the content. Images must at least decode their header.
 */
export async function judgeUpload(received: ReceivedFile, fileName: string): Promise<JudgedUpload> {
  const detected = await fileTypeFromFile(received.tempPath);
  let judged: { mimeType: string; kind: MediaKind };
  let content: Pick<JudgedUpload, 'sha256' | 'size'> = received;
  if (binaryType(detected?.mime) === undefined && received.textual && extensionOf(fileName) === 'svg') {
    content = await cleanSvg(received);
    judged = { mimeType: SVG_TYPE, kind: 'image' };
  } else {
    const type = judgeType(fileName, detected?.mime, received.textual);
    if (!type) throw new DomainError('V_12', FILE_FIELD);
    judged = type;
  }
  const pixels = judged.kind === 'image' ? await dimensions(received.tempPath) : { width: null, height: null };
  return { tempPath: received.tempPath, sha256: content.sha256, size: content.size, ...judged, ...pixels };
}
