import { graphql } from '../gql';
import { blocksOf, isRecord, type SiteBlock } from './block-content';
import { loadBlockContext, type BlockContext, type KnownImageSizes } from './block-context';
import { query } from './graphql';
import type { SiteSettings } from './site-settings';

const PageTypeShowsTitle = graphql(`
  query PageTypeShowsTitle($type: String!) {
    pageTypeShowsTitle(type: $type)
  }
`);

/** A page version ready for PageContent: the published page and the preview both render this. */
export interface ShownPage {
  title: string;
  seoTitle: string;
  locale: string;
  /** The page type's id: PageContent hands pages of a type with a site component to it (extensions/registry.ts). */
  type: string;
  /** Whether the title shows as the page's heading (the page type's `showTitle`). */
  showTitle: boolean;
  /** The page type's field values, as the server validated them. */
  typeData: Readonly<Record<string, unknown>>;
  blocks: SiteBlock[];
  context: BlockContext;
}

/** What the published page's lookup already read (published-page.ts); the preview asks for it. */
export type KnownPageFacts = KnownImageSizes & { showTitle: boolean };

export async function showPage(
  locals: App.Locals,
  settings: Pick<SiteSettings, 'defaultLocale'>,
  page: { id: number; locale: string; type: string },
  version: { title: string; seoTitle: string; blocks: unknown; typeData: unknown },
  known?: KnownPageFacts,
): Promise<ShownPage> {
  const blocks = blocksOf(version.blocks);
  const [context, showTitle] = await Promise.all([
    loadBlockContext(locals, blocks, { pageID: page.id, locale: page.locale, defaultLocale: settings.defaultLocale }, known),
    known ? known.showTitle : query(locals, PageTypeShowsTitle, { type: page.type }).then((answer) => answer.pageTypeShowsTitle),
  ]);
  const typeData = isRecord(version.typeData) ? version.typeData : {};
  return { title: version.title, seoTitle: version.seoTitle, locale: page.locale, type: page.type, showTitle, typeData, blocks, context };
}
