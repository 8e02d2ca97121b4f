import { graphql } from '../gql';
import { imageEntryOf, imageFileIds, internalLinkPageIds, isRecord, teaserPageIds, type ImageEntry, type Link, type SiteBlock } from './block-content';
import { query } from './graphql';
import { localeHref } from './site-path';

const BlockReferences = graphql(`
  query BlockReferences($pageIds: [Int!]!, $imageIds: [Int!]!, $teaserIds: [Int!]!) {
    pageLinkTargets(ids: $pageIds) {
      id
      locale
      slug
    }
    imageSizes(ids: $imageIds) {
      id
      width
      height
      alt
      version
    }
    pageTeasers(ids: $teaserIds) {
      id
      title
      seoTitle
      seoDescription
      seoImage
      imageWidth
      imageHeight
    }
  }
`);

export interface ImageSize {
  width: number;
  height: number;
  /** The library's alternative text (the fallback for an entry without its own). */
  alt?: string;
  /** The file's version: its image URLs carry it (`v=`), so a replaced file or a new focal point gets URLs no cache holds. */
  version?: string;
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
  /** What the teaser blocks show of each page they point to (visible to this reader). */
  teasers?: ReadonlyMap<number, PageTeaser>;
  /** The block whose heading is the page's h1, on a page that hides its title (PageContent). */
  headingBlockKey?: string;
}

/** A teased page as its SEO fields present it, the page title standing in for a missing SEO title. */
export interface PageTeaser {
  title: string;
  description: string;
  image?: ImageEntry;
  imageSize?: ImageSize;
}

function teaserOf(found: {
  title: string;
  seoTitle: string;
  seoDescription: string;
  seoImage?: unknown;
  imageWidth?: number | null;
  imageHeight?: number | null;
}): PageTeaser {
  const [raw] = Array.isArray(found.seoImage) ? (found.seoImage as unknown[]) : [];
  const image =
    isRecord(raw) && typeof raw.hash === 'string' && typeof raw.fileName === 'string'
      ? imageEntryOf({ ...raw, hash: raw.hash, fileName: raw.fileName })
      : undefined;
  const imageSize = found.imageWidth && found.imageHeight ? { width: found.imageWidth, height: found.imageHeight } : undefined;
  return { title: found.seoTitle || found.title, description: found.seoDescription, ...(image ? { image } : {}), ...(imageSize ? { imageSize } : {}) };
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
  const teaserIds = teaserPageIds(blocks);
  const found =
    pageIds.length + imageIds.length + teaserIds.length === 0
      ? { pageLinkTargets: [], imageSizes: [], pageTeasers: [] }
      : await query(locals, BlockReferences, { pageIds, imageIds, teaserIds });
  return {
    ...page,
    pagePaths: new Map(found.pageLinkTargets.map((t) => [t.id, localeHref(t.locale, page.defaultLocale, t.slug)])),
    imageSizes: new Map((known?.imageSizes ?? found.imageSizes).map(({ id, width, height, alt, version }) => [id, { width, height, alt, version }])),
    teasers: new Map(found.pageTeasers.map((t) => [t.id, teaserOf(t)])),
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
