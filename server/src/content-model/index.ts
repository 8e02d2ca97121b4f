import { ContentModel, CORE_BLOCK_CATEGORIES, type BlockCategory, type BlockType, type PageType } from './registry.js';
import { defineChromeBlocks, defineChromePageTypes, defineStandardBlocks, defineStandardPageTypes } from './standard-library.js';

/**
 * A server's content model: the standard library plus the types its extensions bring. Block
 * types come before page types, so a page type may allow any block (its own extension's too).
 */
export function createContentModel(
  extra: { blockCategories?: readonly BlockCategory[]; blockTypes?: readonly BlockType[]; pageTypes?: readonly PageType[] } = {},
): ContentModel {
  const model = new ContentModel();
  for (const category of [...CORE_BLOCK_CATEGORIES, ...(extra.blockCategories ?? [])]) model.defineBlockCategory(category);
  defineStandardBlocks(model);
  defineChromeBlocks(model);
  for (const type of extra.blockTypes ?? []) model.defineBlockType(type);
  defineStandardPageTypes(model);
  defineChromePageTypes(model);
  for (const type of extra.pageTypes ?? []) model.definePageType(type);
  model.assertMoves();
  return model;
}
