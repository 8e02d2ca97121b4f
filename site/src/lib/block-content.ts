/**
 * Block values as the server stores them (server/src/content-model/). GraphQL hands them
 * over as JSON; the server validated them against the content model on every store, so the
 * readers here only check shapes and drop what does not fit instead of failing the page.
 */

/** cropper.js `getData()` as the editor chose it; sent back to preview-crop exactly as stored. */
export type CropParams = Readonly<Record<'x' | 'y' | 'width' | 'height', number> & Partial<Record<'rotate' | 'scaleX' | 'scaleY', number>>>;

export interface ImageEntry {
  hash: string;
  fileName: string;
  altText: string;
  /** The library file; its crops are served by id. */
  fileID?: number;
  cropParams?: CropParams;
}

export interface FileEntry {
  hash: string;
  fileName: string;
  title?: string;
}

/** A link field's value. */
export type Link =
  | { kind: 'external'; href: string; label?: string; newTab?: boolean }
  | { kind: 'internal'; pageId: number; label?: string }
  | { kind: 'anchor'; anchor: string; label?: string }
  | { kind: 'mail'; email: string; label?: string }
  | { kind: 'phone'; phone: string; label?: string };

export interface SiteBlock {
  type: string;
  key: string;
  anchorPoint: string | null;
  props: Readonly<Record<string, unknown>>;
  images: Readonly<Record<string, readonly ImageEntry[]>>;
  files: Readonly<Record<string, readonly FileEntry[]>>;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const optionalString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const optionalNumber = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The crop an image entry names, when it names a whole box. */
function cropOf(value: unknown): CropParams | undefined {
  if (!isRecord(value)) return undefined;
  const [x, y, width, height] = [value.x, value.y, value.width, value.height].map(optionalNumber);
  if (x === undefined || y === undefined || width === undefined || height === undefined) return undefined;
  const optional = Object.fromEntries(
    (['rotate', 'scaleX', 'scaleY'] as const).flatMap((k) => {
      const n = optionalNumber(value[k]);
      return n === undefined ? [] : [[k, n]];
    }),
  );
  return { ...optional, x, y, width, height };
}

/** An image entry as the site reads it. */
export function imageEntryOf(raw: Record<string, unknown> & { hash: string; fileName: string }): ImageEntry {
  const fileID = optionalNumber(raw.fileID);
  const cropParams = cropOf(raw.cropParams);
  return {
    hash: raw.hash,
    fileName: raw.fileName,
    altText: optionalString(raw.altText) ?? '',
    ...(fileID ? { fileID } : {}),
    ...(cropParams ? { cropParams } : {}),
  };
}

function mediaEntries<T>(value: unknown, entry: (raw: Record<string, unknown> & { hash: string; fileName: string }) => T): Record<string, T[]> {
  if (!isRecord(value)) return {};
  const map: Record<string, T[]> = {};
  for (const [field, list] of Object.entries(value)) {
    if (!Array.isArray(list)) continue;
    map[field] = list.flatMap((raw: unknown) =>
      isRecord(raw) && typeof raw.hash === 'string' && typeof raw.fileName === 'string' ? [entry({ ...raw, hash: raw.hash, fileName: raw.fileName })] : [],
    );
  }
  return map;
}

function blockOf(raw: unknown): SiteBlock[] {
  if (!isRecord(raw) || typeof raw.type !== 'string' || typeof raw.key !== 'string') return [];
  return [
    {
      type: raw.type,
      key: raw.key,
      anchorPoint: typeof raw.anchorPoint === 'string' && raw.anchorPoint !== '' ? raw.anchorPoint : null,
      props: isRecord(raw.props) ? raw.props : {},
      images: mediaEntries(raw.__images, imageEntryOf),
      files: mediaEntries(raw.__files, (e) => ({ hash: e.hash, fileName: e.fileName, title: optionalString(e.title) })),
    },
  ];
}

/** A version's `blocks` JSON as a block list. */
export function blocksOf(value: unknown): SiteBlock[] {
  return Array.isArray(value) ? value.flatMap(blockOf) : [];
}

/** A text (or rich-text, select) value; '' when absent. */
export function textOf(props: Readonly<Record<string, unknown>>, name: string): string {
  return optionalString(props[name]) ?? '';
}

export function numberOf(props: Readonly<Record<string, unknown>>, name: string): number | undefined {
  return optionalNumber(props[name]);
}

/** The items of a list field. */
export function listOf(props: Readonly<Record<string, unknown>>, name: string): Record<string, unknown>[] {
  const value = props[name];
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** A link field's value, or undefined when it holds none. */
export function linkOf(value: unknown): Link | undefined {
  if (!isRecord(value)) return undefined;
  const label = optionalString(value.label);
  switch (value.kind) {
    case 'external':
      return typeof value.href === 'string' ? { kind: 'external', href: value.href, label, newTab: value.newTab === true } : undefined;
    case 'internal':
      return typeof value.pageId === 'number' ? { kind: 'internal', pageId: value.pageId, label } : undefined;
    case 'anchor':
      return typeof value.anchor === 'string' ? { kind: 'anchor', anchor: value.anchor, label } : undefined;
    case 'mail':
      return typeof value.email === 'string' ? { kind: 'mail', email: value.email, label } : undefined;
    case 'phone':
      return typeof value.phone === 'string' ? { kind: 'phone', phone: value.phone, label } : undefined;
    default:
      return undefined;
  }
}

/** The library files the blocks' images name. */
export function imageFileIds(blocks: readonly SiteBlock[]): number[] {
  const ids = blocks.flatMap((block) => Object.values(block.images).flatMap((entries) => entries.flatMap((e) => (e.fileID ? [e.fileID] : []))));
  return [...new Set(ids)];
}

/** The pages the blocks' link fields point to, at any depth (list items included). */
export function internalLinkPageIds(blocks: readonly SiteBlock[]): number[] {
  const ids = new Set<number>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!isRecord(value)) return;
    const link = linkOf(value);
    if (link?.kind === 'internal') ids.add(link.pageId);
    else Object.values(value).forEach(visit);
  };
  blocks.forEach((block) => visit(block.props));
  return [...ids];
}

/** The pages the teaser blocks point to: their SEO fields are read with the links' targets (block-context.ts). */
export function teaserPageIds(blocks: readonly SiteBlock[]): number[] {
  const ids = blocks.flatMap((block) => {
    const link = block.type === 'teaser' ? linkOf(block.props.page) : undefined;
    return link?.kind === 'internal' ? [link.pageId] : [];
  });
  return [...new Set(ids)];
}
