import { z } from 'zod';
import { DomainError, type ErrorItem } from '../errors.js';
import { issuesToErrors } from '../operations/invoke.js';
import type { Block } from './block.js';
import type { ImageEntry, FileEntry } from './values.js';
import { fieldsSchema, mediaSchemas } from './schemas.js';
import type { ContentModel, PageType } from './registry.js';

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
});

const blockList = z.array(z.unknown()).max(MAX_BLOCKS);
const typeDataObject = z.record(z.string(), z.unknown());

function validateBlock(model: ContentModel, pageType: PageType, raw: unknown, index: number, errors: ErrorItem[]): Block | undefined {
  const at = ['blocks', index];
  const envelope = blockEnvelope.safeParse(raw, { reportInput: true });
  if (!envelope.success) {
    errors.push(...issuesToErrors(envelope.error.issues, at));
    return undefined;
  }
  const { type, key, anchorPoint } = envelope.data;
  const blockType = model.blockType(type);
  if (!blockType || (pageType.allowedBlocks && !pageType.allowedBlocks.includes(type))) {
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
  };
}

export interface VersionContent {
  blocks: Block[];
  typeData: Record<string, unknown>;
}

/**
 * Validates and cleans a version's blocks and page-type data against the registry. Every
 * problem is collected (property paths like `blocks.3.props.title`) and thrown together, so
 * an invalid version changes nothing.
 */
export function validateContent(model: ContentModel, pageTypeId: string, input: { blocks: unknown; typeData: unknown }): VersionContent {
  const pageType = model.pageType(pageTypeId);
  if (!pageType) throw new DomainError('V_12', 'type');
  const errors: ErrorItem[] = [];
  const rawBlocks = blockList.safeParse(input.blocks ?? [], { reportInput: true });
  if (!rawBlocks.success) throw new DomainError(issuesToErrors(rawBlocks.error.issues, ['blocks']));

  const blocks: Block[] = [];
  rawBlocks.data.forEach((raw, index) => {
    const block = validateBlock(model, pageType, raw, index, errors);
    if (block) blocks.push(block);
  });
  const keys = new Set<string>();
  const anchors = new Set<string>();
  blocks.forEach((block, index) => {
    if (keys.has(block.key)) errors.push({ code: 'V_12', property: `blocks.${index}.key` });
    keys.add(block.key);
    if (block.anchorPoint === null) return;
    // Anchor names are unique per page, compared as the browser resolves #fragments.
    const anchor = block.anchorPoint.toLowerCase();
    if (anchors.has(anchor)) errors.push({ code: 'V_18', property: `blocks.${index}.anchorPoint` });
    anchors.add(anchor);
  });

  // Page-level fields are shaped like a block's: values, plus __images and __files maps.
  const rawTypeData = typeDataObject.safeParse(input.typeData ?? {});
  if (!rawTypeData.success) throw new DomainError('V_12', 'typeData');
  const { __images: rawImages = {}, __files: rawFiles = {}, ...rawProps } = rawTypeData.data;
  const media = mediaSchemas(pageType.fields, model);
  const typeProps = fieldsSchema(pageType.fields, model).safeParse(rawProps, { reportInput: true });
  const typeImages = media.images.safeParse(rawImages, { reportInput: true });
  const typeFiles = media.files.safeParse(rawFiles, { reportInput: true });
  if (!typeProps.success) errors.push(...issuesToErrors(typeProps.error.issues, ['typeData']));
  if (!typeImages.success) errors.push(...issuesToErrors(typeImages.error.issues, ['typeData', '__images']));
  if (!typeFiles.success) errors.push(...issuesToErrors(typeFiles.error.issues, ['typeData', '__files']));
  if (errors.length || !typeProps.success || !typeImages.success || !typeFiles.success) throw new DomainError(errors);
  return { blocks, typeData: { ...typeProps.data, __images: typeImages.data, __files: typeFiles.data } };
}
