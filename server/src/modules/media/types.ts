/** What a media file is, for pickers (images vs. other files) and for delivery. */
export type MediaKind = 'image' | 'video' | 'document' | 'text';

interface AllowedType {
  kind: MediaKind;
  /** The extensions a name may end with for this content, the first being the usual one. */
  extensions: readonly string[];
  /** Stored and served Content-Type, when it differs from the detected one. */
  served?: (extension: string) => string;
}

const LEGACY_OFFICE: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint' };

/**
 * The allow-list (issue 7), keyed by the type file-type detects from the magic bytes. Office
 * formats that can carry macros are left out. Text and SVG have no magic bytes: see
 * TEXT_EXTENSIONS and svg.ts.
 */
const ALLOWED: Record<string, AllowedType> = {
  'image/jpeg': { kind: 'image', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  'image/png': { kind: 'image', extensions: ['png'] },
  'image/gif': { kind: 'image', extensions: ['gif'] },
  'image/webp': { kind: 'image', extensions: ['webp'] },
  'image/avif': { kind: 'image', extensions: ['avif'] },
  'application/pdf': { kind: 'document', extensions: ['pdf'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { kind: 'document', extensions: ['docx'] },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { kind: 'document', extensions: ['xlsx'] },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': { kind: 'document', extensions: ['pptx'] },
  'application/vnd.oasis.opendocument.text': { kind: 'document', extensions: ['odt'] },
  'application/vnd.oasis.opendocument.spreadsheet': { kind: 'document', extensions: ['ods'] },
  'application/vnd.oasis.opendocument.presentation': { kind: 'document', extensions: ['odp'] },
  // Word, Excel and PowerPoint 97–2003 share one container format; the name tells which.
  'application/x-cfb': { kind: 'document', extensions: ['doc', 'xls', 'ppt'], served: (ext) => LEGACY_OFFICE[ext] ?? 'application/octet-stream' },
  'video/mp4': { kind: 'video', extensions: ['mp4', 'm4v'] },
  'video/x-m4v': { kind: 'video', extensions: ['m4v', 'mp4'], served: () => 'video/mp4' },
  'video/webm': { kind: 'video', extensions: ['webm'] },
};

export const SVG_TYPE = 'image/svg+xml';
const TEXT_EXTENSIONS: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

/** Containers whose first bytes do not yet tell what they hold: judged again on the whole file. */
const CONTAINERS = new Set(['application/zip', 'application/x-cfb']);
/** What file-type recognises by its first characters is text to us (an SVG starts `<?xml`). */
const TEXT_DETECTIONS = new Set(['application/xml']);

/** The detected type, or undefined for text, which has no magic bytes of its own. */
export function binaryType(detected: string | undefined): string | undefined {
  return detected !== undefined && TEXT_DETECTIONS.has(detected) ? undefined : detected;
}

export interface JudgedType {
  mimeType: string;
  kind: MediaKind;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** While streaming: may an upload whose first bytes were detected as `detected` still turn out allowed? */
export function mayBeAllowed(detected: string | undefined, textual: boolean): boolean {
  const binary = binaryType(detected);
  if (binary === undefined) return textual;
  return binary in ALLOWED || CONTAINERS.has(binary);
}

/**
 * The type of a whole upload: the detected binary type when it is on the allow-list and the
 * name's extension agrees with it; otherwise, for content without magic bytes, text by extension.
 * `undefined`: refused (a name that lies about the content is refused too).
 */
export function judgeType(fileName: string, detected: string | undefined, textual: boolean): JudgedType | undefined {
  const extension = extensionOf(fileName);
  const binary = binaryType(detected);
  if (binary !== undefined) {
    const allowed = ALLOWED[binary];
    if (!allowed || !allowed.extensions.includes(extension)) return undefined;
    return { mimeType: allowed.served?.(extension) ?? binary, kind: allowed.kind };
  }
  const text = TEXT_EXTENSIONS[extension];
  return textual && text ? { mimeType: text, kind: 'text' } : undefined;
}

/** May a file of this stored type carry this name? A rename keeps the name honest about the content too. */
export function nameFitsType(fileName: string, mimeType: string): boolean {
  const extension = extensionOf(fileName);
  if (mimeType === SVG_TYPE) return extension === 'svg';
  if (TEXT_EXTENSIONS[extension] === mimeType) return true;
  return Object.entries(ALLOWED).some(([detected, type]) => type.extensions.includes(extension) && (type.served?.(extension) ?? detected) === mimeType);
}

export function kindOf(mimeType: string): MediaKind {
  if (mimeType === SVG_TYPE || mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('video/')) return 'video';
  if (mimeType.startsWith('text/')) return 'text';
  return 'document';
}

/** Raster images sharp can crop and resize (GIF keeps its animation by being served as is). */
export function isResizable(mimeType: string): boolean {
  return ['image/jpeg', 'image/png', 'image/webp', 'image/avif'].includes(mimeType);
}

/** Shown in the browser rather than downloaded. */
export function isInline(mimeType: string): boolean {
  return mimeType.startsWith('image/') || mimeType.startsWith('video/') || mimeType === 'application/pdf' || mimeType.startsWith('text/');
}
