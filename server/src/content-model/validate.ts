import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { DomainError, type ErrorItem } from '../errors.js';
import { issuesToErrors } from '../operations/invoke.js';
import type { Block } from './block.js';
import type { ImageEntry, FileEntry } from './values.js';
import { fieldsSchema, mediaSchemas } from './schemas.js';
import type { ContentModel, PageType } from './registry.js';
import { BLOCK_VERSION_KEY, TYPE_DATA_VERSION_KEY, isRecord, migrateBlock, migrateTypeData, storedVersion } from './migrations/apply.js';
import { versionOf } from './migrations/declarations.js';

export const MAX_BLOCKS = 500;
/** An anchor name, or nothing: forms send "" for "no anchor". */
const ANCHOR_OR_NONE = /^(?:[A-Za-z0-9][A-Za-z0-9_-]*)?$/;

export type { Block } from './block.js';

const blockEnvelope = z.object({
  type: z.string().min(1).max(64),
  key: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  props: z.record(z.string(), z.unknown()).default({}),
  anchorPoint: z
    .string()
    .trim()
    .max(100)
    .regex(ANCHOR_OR_NONE)
    .nullish()
    .transform((v) => v || null),
  __images: z.record(z.string(), z.unknown()).default({}),
  __files: z.record(z.string(), z.unknown()).default({}),
  /** The type version the client edited the block at; the current one when absent. */
  v: z.number().int().min(1).optional(),
});

/** The version key written with a stored copy: left out at version 1 (content-model/migrations/apply.ts). */
const versionKey = (key: string, version: number) => (version > 1 ? { [key]: version } : {});

/** The stored block of the version edited that a sent block is (same key and type), if any. */
function storedCopy(raw: Record<string, unknown>, previous: readonly unknown[]): Record<string, unknown> | undefined {
  const stored = previous.find((block) => isRecord(block) && block.key === raw.key && block.type === raw.type);
  return isRecord(stored) ? stored : undefined;
}

/**
 * A block sent at an older version of its type (read before a content migration ran), or of a
 * type that a migration moves into another, is migrated before it is checked: the same steps
 * the runner applies, so nothing the editor kept is dropped. Its version is the one it names,
 * else its stored copy's (clients send back what they read), else the current one (a new block).
 */
function upgraded(model: ContentModel, raw: unknown, previous: readonly unknown[]): unknown {
  if (!isRecord(raw) || typeof raw.type !== 'string') return raw;
  const declared = model.blockType(raw.type);
  const stored = storedCopy(raw, previous);
  const version = raw[BLOCK_VERSION_KEY] ?? (stored ? storedVersion(stored[BLOCK_VERSION_KEY]) : declared && versionOf(declared));
  if (declared && version === versionOf(declared)) return raw;
  const outcome = migrateBlock(model, { ...raw, [BLOCK_VERSION_KEY]: version }, { forward: true });
  return outcome && 'value' in outcome ? outcome.value : raw;
}

/** The comparable part of a block: an unknown type's block is kept only when none of it changed. */
function blockSubstance(raw: unknown) {
  const block = isRecord(raw) ? raw : {};
  return { type: block.type, props: block.props ?? {}, anchorPoint: block.anchorPoint || null, __images: block.__images ?? {}, __files: block.__files ?? {} };
}

/** The stored block an unknown type's block is an unchanged copy of (same key in the version edited), if any. */
function keptUnknown(raw: unknown, previous: readonly unknown[]): Record<string, unknown> | undefined {
  const stored = isRecord(raw) ? storedCopy(raw, previous) : undefined;
  return stored && isDeepStrictEqual(blockSubstance(stored), blockSubstance(raw)) ? stored : undefined;
}

const blockList = z.array(z.unknown()).max(MAX_BLOCKS);
const typeDataObject = z.record(z.string(), z.unknown());

function validateBlock(
  model: ContentModel,
  pageType: PageType,
  sent: unknown,
  index: number,
  errors: ErrorItem[],
  previous: readonly unknown[],
): Block | undefined {
  const at = ['blocks', index];
  const raw = upgraded(model, sent, previous);
  const envelope = blockEnvelope.safeParse(raw, { reportInput: true });
  if (!envelope.success) {
    errors.push(...issuesToErrors(envelope.error.issues, at));
    return undefined;
  }
  const { type, key, anchorPoint } = envelope.data;
  const blockType = model.blockType(type);
  // A block of a type no longer declared stays as stored, as long as the editor left it alone.
  const kept = blockType ? undefined : keptUnknown(raw, previous);
  if (kept) return kept as unknown as Block;
  if (!blockType || (pageType.allowedBlocks && !pageType.allowedBlocks.includes(type)) || (envelope.data.v ?? versionOf(blockType)) !== versionOf(blockType)) {
    errors.push({ code: 'V_12', property: `blocks.${index}.type` });
    return undefined;
  }
  const media = mediaSchemas(blockType.fields, model);
  const props = fieldsSchema(blockType.fields, model).safeParse(envelope.data.props, { reportInput: true });
  const images = media.images.safeParse(envelope.data.__images, { reportInput: true });
  const files = media.files.safeParse(envelope.data.__files, { reportInput: true });
  if (!props.success) errors.push(...issuesToErrors(props.error.issues, [...at, 'props']));
  if (!images.success) errors.push(...issuesToErrors(images.error.issues, [...at, '__images']));
  if (!files.success) errors.push(...issuesToErrors(files.error.issues, [...at, '__files']));
  if (!props.success || !images.success || !files.success) return undefined;
  return {
    type,
    key,
    props: props.data,
    anchorPoint,
    __images: images.data as Record<string, ImageEntry[]>,
    __files: files.data as Record<string, FileEntry[]>,
    ...versionKey(BLOCK_VERSION_KEY, versionOf(blockType)),
  };
}

export interface VersionContent {
  blocks: Block[];
  typeData: Record<string, unknown>;
}

/**
 * Validates and cleans a version's blocks and page-type data against the registry. Every
 * problem is collected (property paths like `blocks.3.props.title`) and thrown together, so
 * an invalid version changes nothing. `previous`: the version being edited, whose blocks of types
 * no longer declared may come back unchanged (never dropped, never edited), and whose stored
 * versions say what version sent copies are at.
 */
export function validateContent(
  model: ContentModel,
  pageTypeId: string,
  input: { blocks: unknown; typeData: unknown },
  edited: { blocks?: unknown; typeData?: unknown } = {},
): VersionContent {
  const previous = Array.isArray(edited.blocks) ? edited.blocks : [];
  const pageType = model.pageType(pageTypeId);
  if (!pageType) throw new DomainError('V_12', 'type');
  const errors: ErrorItem[] = [];
  const rawBlocks = blockList.safeParse(input.blocks ?? [], { reportInput: true });
  if (!rawBlocks.success) throw new DomainError(issuesToErrors(rawBlocks.error.issues, ['blocks']));

  const blocks: Block[] = [];
  rawBlocks.data.forEach((raw, index) => {
    const block = validateBlock(model, pageType, raw, index, errors, previous);
    if (block) blocks.push(block);
  });
  const keys = new Set<string>();
  const anchors = new Set<string>();
  blocks.forEach((block, index) => {
    if (keys.has(block.key)) errors.push({ code: 'V_12', property: `blocks.${index}.key` });
    keys.add(block.key);
    if (!block.anchorPoint) return;
    // Anchor names are unique per page, compared as the browser resolves #fragments.
    const anchor = block.anchorPoint.toLowerCase();
    if (anchors.has(anchor)) errors.push({ code: 'V_18', property: `blocks.${index}.anchorPoint` });
    anchors.add(anchor);
  });

  // Page-level fields are shaped like a block's: values, plus __images and __files maps.
  const rawTypeData = typeDataObject.safeParse(input.typeData ?? {});
  if (!rawTypeData.success) throw new DomainError('V_12', 'typeData');
  const {
    __images: rawImages = {},
    __files: rawFiles = {},
    [TYPE_DATA_VERSION_KEY]: _version,
    ...rawProps
  } = typeDataSent(model, pageType, rawTypeData.data, edited.typeData);
  const media = mediaSchemas(pageType.fields, model);
  const typeProps = fieldsSchema(pageType.fields, model).safeParse(rawProps, { reportInput: true });
  const typeImages = media.images.safeParse(rawImages, { reportInput: true });
  const typeFiles = media.files.safeParse(rawFiles, { reportInput: true });
  if (!typeProps.success) errors.push(...issuesToErrors(typeProps.error.issues, ['typeData']));
  if (!typeImages.success) errors.push(...issuesToErrors(typeImages.error.issues, ['typeData', '__images']));
  if (!typeFiles.success) errors.push(...issuesToErrors(typeFiles.error.issues, ['typeData', '__files']));
  if (errors.length || !typeProps.success || !typeImages.success || !typeFiles.success) throw new DomainError(errors);
  return {
    blocks,
    typeData: { ...typeProps.data, __images: typeImages.data, __files: typeFiles.data, ...versionKey(TYPE_DATA_VERSION_KEY, versionOf(pageType)) },
  };
}

/** typeData sent at an older version of the page type is migrated first, as a block is (`upgraded`). */
function typeDataSent(model: ContentModel, pageType: PageType, sent: Record<string, unknown>, stored: unknown): Record<string, unknown> {
  const version = sent[TYPE_DATA_VERSION_KEY] ?? (isRecord(stored) ? storedVersion(stored[TYPE_DATA_VERSION_KEY]) : versionOf(pageType));
  if (version === versionOf(pageType)) return sent;
  const outcome = migrateTypeData(model, pageType.id, { ...sent, [TYPE_DATA_VERSION_KEY]: version }, { forward: true });
  return outcome && 'value' in outcome ? (outcome.value as Record<string, unknown>) : sent;
}
