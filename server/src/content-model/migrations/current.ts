import type { ContentModel } from '../registry.js';
import type { Block } from '../block.js';
import { BLOCK_VERSION_KEY, TYPE_DATA_VERSION_KEY, isRecord, migrateBlock, migrateTypeData, storedVersion } from './apply.js';
import { versionOf } from './declarations.js';

/** A version's blocks and typeData as stored. */
export interface StoredContent {
  blocks: Block[];
  typeData: Record<string, unknown>;
}

/** Whether a stored block is behind the model: its type is at a later version, or a migration moves its removed type into another. */
function blockBehind(model: ContentModel, raw: unknown): boolean {
  if (!isRecord(raw) || typeof raw.type !== 'string') return false;
  const declared = model.blockType(raw.type);
  if (declared) return storedVersion(raw[BLOCK_VERSION_KEY]) < versionOf(declared);
  return model.blockTypeMovingFrom(raw.type) !== undefined;
}

function currentBlock(model: ContentModel, raw: Block): Block {
  if (!blockBehind(model, raw)) return raw;
  const outcome = migrateBlock(model, raw, { forward: true });
  // A migrated block keeps the stored block's envelope (type, key, props, anchor, media).
  return outcome && 'value' in outcome ? (outcome.value as Block) : raw;
}

/** A version's blocks in the model's current shape (currentContent): the same array when none is behind. */
export function currentBlocks(model: ContentModel, blocks: Block[]): Block[] {
  return Array.isArray(blocks) && blocks.some((block) => blockBehind(model, block)) ? blocks.map((block) => currentBlock(model, block)) : blocks;
}

/** A version's typeData in its page type's current shape (currentContent): the same object when it is current. */
export function currentTypeData(model: ContentModel, pageTypeId: string, raw: Record<string, unknown>): Record<string, unknown> {
  const type = model.pageType(pageTypeId);
  if (!type || !isRecord(raw) || storedVersion(raw[TYPE_DATA_VERSION_KEY]) >= versionOf(type)) return raw;
  const outcome = migrateTypeData(model, pageTypeId, raw, { forward: true });
  return outcome && 'value' in outcome && isRecord(outcome.value) ? outcome.value : raw;
}

/**
 * Content as readers get it before an administrator runs the pending content-model migrations:
 * copies stored at an older version of their type come up to the model's in memory, with the
 * steps a run applies; a copy that cannot be migrated is served as stored. Nothing is written.
 * Content already current (every type still at version 1, too) is answered as it was, unchanged.
 */
export function currentContent(model: ContentModel, pageTypeId: string, content: StoredContent): StoredContent {
  const blocks = currentBlocks(model, content.blocks);
  const typeData = currentTypeData(model, pageTypeId, content.typeData);
  return blocks === content.blocks && typeData === content.typeData ? content : { blocks, typeData };
}
