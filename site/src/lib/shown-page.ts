import { blocksOf, isRecord, type SiteBlock } from './block-content';
import { loadBlockContext, type BlockContext, type KnownImageSizes } from './block-context';
import type { SiteSettings } from './site-settings';

/** A page version ready for PageContent: the published page and the preview both render this. */
export interface ShownPage {
  title: string;
  seoTitle: string;
  locale: string;
  /** The page type's id: PageContent hands pages of a type with a site component to it (extensions/registry.ts). */
  type: string;
  /** The page type's field values, as the server validated them. */
  typeData: Readonly<Record<string, unknown>>;
  blocks: SiteBlock[];
  context: BlockContext;
}

export async function showPage(
  locals: App.Locals,
  settings: Pick<SiteSettings, 'defaultLocale'>,
  page: { id: number; locale: string; type: string },
  version: { title: string; seoTitle: string; blocks: unknown; typeData: unknown },
  known?: KnownImageSizes,
): Promise<ShownPage> {
  const blocks = blocksOf(version.blocks);
  const context = await loadBlockContext(locals, blocks, { pageID: page.id, locale: page.locale, defaultLocale: settings.defaultLocale }, known);
  const typeData = isRecord(version.typeData) ? version.typeData : {};
  return { title: version.title, seoTitle: version.seoTitle, locale: page.locale, type: page.type, typeData, blocks, context };
}
