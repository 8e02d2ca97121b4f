import { blocksOf, type SiteBlock } from './block-content';
import { loadBlockContext, type BlockContext, type KnownImageSizes } from './block-context';
import type { SiteSettings } from './site-settings';

/** A page version ready for PageContent: the published page and the preview both render this. */
export interface ShownPage {
  title: string;
  seoTitle: string;
  locale: string;
  blocks: SiteBlock[];
  context: BlockContext;
}

export async function showPage(
  locals: App.Locals,
  settings: Pick<SiteSettings, 'defaultLocale'>,
  page: { id: number; locale: string },
  version: { title: string; seoTitle: string; blocks: unknown },
  known?: KnownImageSizes,
): Promise<ShownPage> {
  const blocks = blocksOf(version.blocks);
  const context = await loadBlockContext(locals, blocks, { pageID: page.id, locale: page.locale, defaultLocale: settings.defaultLocale }, known);
  return { title: version.title, seoTitle: version.seoTitle, locale: page.locale, blocks, context };
}
