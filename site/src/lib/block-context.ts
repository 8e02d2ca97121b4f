import { graphql } from '../gql';
import { imageFileIds, internalLinkPageIds, type Link, type SiteBlock } from './block-content';
import { query } from './graphql';
import { localeHref } from './site-path';

const BlockReferences = graphql(`
  query BlockReferences($pageIds: [Int!]!, $imageIds: [Int!]!) {
    pageLinkTargets(ids: $pageIds) {
      id
      locale
      slug
    }
    imageSizes(ids: $imageIds) {
      id
      width
      height
    }
  }
`);

export interface ImageSize {
  width: number;
  height: number;
}

/** What every block component needs beside its own block: whose page it is and where links go. */
export interface BlockContext {
  pageID: number;
  locale: string;
  defaultLocale: string;
  /** The site path of each internally linked page this reader may see. */
  pagePaths: ReadonlyMap<number, string>;
  /** The pixel size of each library image the blocks show, where known. */
  imageSizes: ReadonlyMap<number, ImageSize>;
}

/** Sizes already read with the page (published-page.ts): the query asks for link targets only. */
export interface KnownImageSizes {
  imageSizes: readonly ({ id: number } & ImageSize)[];
}

/**
 * The context for rendering `blocks` of page `pageID`, with the paths of the pages their links
 * name and the sizes of their images resolved in one query (visitors: published pages only;
 * the preview: all), or none when nothing is left to ask.
 */
export async function loadBlockContext(
  locals: App.Locals,
  blocks: readonly SiteBlock[],
  page: { pageID: number; locale: string; defaultLocale: string },
  known?: KnownImageSizes,
): Promise<BlockContext> {
  const pageIds = internalLinkPageIds(blocks);
  const imageIds = known ? [] : imageFileIds(blocks);
  const found = pageIds.length + imageIds.length === 0 ? { pageLinkTargets: [], imageSizes: [] } : await query(locals, BlockReferences, { pageIds, imageIds });
  return {
    ...page,
    pagePaths: new Map(found.pageLinkTargets.map((t) => [t.id, localeHref(t.locale, page.defaultLocale, t.slug)])),
    imageSizes: new Map((known?.imageSizes ?? found.imageSizes).map(({ id, width, height }) => [id, { width, height }])),
  };
}

/** A link's href; undefined for an internal link whose page is gone or not published. */
function linkHref(link: Link, context: BlockContext): string | undefined {
  switch (link.kind) {
    case 'external':
      return link.href;
    case 'internal':
      return context.pagePaths.get(link.pageId);
    case 'anchor':
      return `#${link.anchor}`;
    case 'mail':
      return `mailto:${link.email}`;
    case 'phone':
      return `tel:${link.phone.replace(/[^+0-9]/g, '')}`;
  }
}

/** The attributes of an anchor for `link`; undefined when its target cannot be shown. */
export function linkAttributes(link: Link, context: BlockContext): { href: string; target?: '_blank'; rel?: string } | undefined {
  const href = linkHref(link, context);
  if (href === undefined) return undefined;
  return link.kind === 'external' && link.newTab ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };
}
