import type { EditorVersionFieldsFragment } from '../../../gql/graphql';
import type { CropParams, MediaEntry } from '../../media/picker/mediaEntry';

export type { CropParams };

/** An image entry: a chosen image, with the crop the editor set. */
export interface ImageEntry extends MediaEntry {
  cropParams?: CropParams;
}

export interface FileEntry {
  fileID: number;
  hash: string;
  fileName: string;
  title?: string;
}

/**
 * The values of a set of registry fields. A block and the page's typeData store them alike:
 * plain values, plus the media fields' entries in the `__images` / `__files` maps.
 */
export interface FieldContent {
  values: Readonly<Record<string, unknown>>;
  images: Readonly<Record<string, readonly ImageEntry[]>>;
  files: Readonly<Record<string, readonly FileEntry[]>>;
}

export interface EditorBlock {
  key: string;
  type: string;
  anchorPoint: string | null;
  content: FieldContent;
}

/** What the editor changes of a version before storing it. */
export interface Draft {
  title: string;
  blocks: readonly EditorBlock[];
  typeData: FieldContent;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: readonly string[];
  seoImage: readonly ImageEntry[];
  /** Public tag names (shown on the site) and private ones (editors only). */
  tags: readonly string[];
  privateTags: readonly string[];
}

export const EMPTY_CONTENT: FieldContent = { values: {}, images: {}, files: {} };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFileEntry<T>(value: T): value is T & FileEntry {
  return isRecord(value) && typeof value.fileID === 'number' && typeof value.hash === 'string' && typeof value.fileName === 'string';
}

function fileEntries(value: unknown): FileEntry[] {
  return Array.isArray(value) ? value.filter(isFileEntry) : [];
}

const CROP_KEYS = ['x', 'y', 'width', 'height', 'rotate', 'scaleX', 'scaleY'] as const;

function isCropParams(value: unknown): value is CropParams {
  return isRecord(value) && CROP_KEYS.every((key) => typeof value[key] === 'number');
}

function imageEntries(value: unknown): ImageEntry[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .filter(isFileEntry)
    .map((entry) => ({
      fileID: entry.fileID,
      hash: entry.hash,
      fileName: entry.fileName,
      altText: typeof entry.altText === 'string' ? entry.altText : '',
      ...(isCropParams(entry.cropParams) && { cropParams: entry.cropParams }),
    }));
}

/** A media map as stored; the server validated it, so only the shape is checked here. */
function mediaMap<T>(value: unknown, entries: (list: unknown) => T[]): Record<string, T[]> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([name, list]) => [name, entries(list)]));
}

function contentOf(values: unknown, images: unknown, files: unknown): FieldContent {
  return { values: isRecord(values) ? values : {}, images: mediaMap(images, imageEntries), files: mediaMap(files, fileEntries) };
}

function blockOf(value: unknown): EditorBlock[] {
  if (!isRecord(value) || typeof value.type !== 'string' || typeof value.key !== 'string') return [];
  return [
    {
      key: value.key,
      type: value.type,
      anchorPoint: typeof value.anchorPoint === 'string' && value.anchorPoint !== '' ? value.anchorPoint : null,
      content: contentOf(value.props, value.__images, value.__files),
    },
  ];
}

/** The fields of a version (or of a working draft) that the editor edits. */
export type VersionContent = Pick<EditorVersionFieldsFragment, 'title' | 'blocks' | 'typeData' | 'seoTitle' | 'seoDescription' | 'seoKeywords' | 'seoImage'> &
  Partial<Pick<EditorVersionFieldsFragment, 'tags' | 'privateTags'>>;

/** The draft of a stored version or a working draft (its JSON columns read defensively). */
export function draftOf(version: VersionContent): Draft {
  const typeData: unknown = version.typeData;
  const { __images, __files, ...values } = isRecord(typeData) ? typeData : {};
  return {
    title: version.title,
    blocks: Array.isArray(version.blocks) ? version.blocks.flatMap(blockOf) : [],
    typeData: contentOf(values, __images, __files),
    seoTitle: version.seoTitle,
    seoDescription: version.seoDescription,
    seoKeywords: version.seoKeywords,
    seoImage: imageEntries(version.seoImage),
    tags: version.tags ?? [],
    privateTags: version.privateTags ?? [],
  };
}

/** A set of fields' values as the server stores them: plain values beside the media maps. */
export function storedFields(content: FieldContent) {
  return { ...content.values, __images: content.images, __files: content.files };
}

/** Blocks as the server stores them. */
export function storedBlocks(blocks: readonly EditorBlock[]) {
  return blocks.map((block) => ({
    type: block.type,
    key: block.key,
    props: block.content.values,
    anchorPoint: block.anchorPoint,
    __images: block.content.images,
    __files: block.content.files,
  }));
}

/** A draft's fields as the server takes them, for a version or a working draft. */
export function versionFields(draft: Draft) {
  return {
    title: draft.title,
    blocks: storedBlocks(draft.blocks),
    typeData: storedFields(draft.typeData),
    seoTitle: draft.seoTitle,
    seoDescription: draft.seoDescription,
    seoKeywords: [...draft.seoKeywords],
    // The server takes null or a single item.
    seoImage: draft.seoImage.length > 0 ? draft.seoImage.slice(0, 1) : null,
    tags: [...draft.tags],
    privateTags: [...draft.privateTags],
  };
}

/** The StorePageVersionInput for a draft based on `versionId` at the page's `revision`. */
export function storeInput(draft: Draft, versionId: number, revision: number) {
  return { id: versionId, revision, ...versionFields(draft) };
}

/**
 * Whether two drafts (or parts of them) hold the same values: key order aside, and a field set
 * to undefined like one never set (a field emptied again is no change).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValue(a[key], b[key]));
}

/** A key the server accepts (letters, digits, - and _) that no block of the page has. */
export function newBlockKey(): string {
  return `b${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

/** The anchor names set on the page's blocks, for links to them. */
export function anchorsOf(blocks: readonly EditorBlock[]): string[] {
  return blocks.flatMap((block) => (block.anchorPoint ? [block.anchorPoint] : []));
}
