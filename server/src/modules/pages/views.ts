import { currentContent } from '../../content-model/migrations/current.js';
import type { ContentModel } from '../../content-model/registry.js';
import type { Block } from '../../content-model/validate.js';
import type { ImageEntry } from '../../content-model/values.js';
import type { Page, PageVersion } from './entities.js';
import { translationSourceOf, type SourceColumns, type TranslationSource } from './translation-source.js';

/** A page as the API shows it, plus what the overview and editor need. */
export interface PageView {
  id: number;
  translationGroup: number;
  locale: string;
  slug: string;
  type: string;
  title: string;
  headVersionID: number | null;
  publishedVersionID: number | null;
  /** The page's id while it is published, else null. */
  publishedID: number | null;
  revision: number;
  /** The head differs from what is published (or nothing is). */
  hasUnpublishedChanges: boolean;
  /** Publication requests waiting for review (the overview's count; at most one per page). */
  pendingPublicationRequests: number;
  /** A translation's source page and version; null for a source or a page on its own. */
  translationSource: TranslationSource | null;
  /** The source changed since this translation was made or last brought up to date. */
  outOfDate: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A version's editable fields: what a store, a working draft and a comparison hold. */
export interface VersionContent {
  title: string;
  blocks: Block[];
  typeData: Record<string, unknown>;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  seoImage: ImageEntry[] | null;
  /** Public tag names (shown on the site) and private ones (editors only). */
  tags: string[];
  privateTags: string[];
}

/** A page version as the API shows it. */
export interface PageVersionView extends VersionContent {
  id: number;
  pageID: number;
  revision: number;
  /** A publication request for this version waits for review. */
  hasPublicationRequest: boolean;
  authorID: number | null;
  restoredFrom: number | null;
  createdAt: Date;
}

/**
 * What a page view is made of: an entity's fields, or a list row (see list-query.ts). The source
 * columns are optional: the public read path (published-read.ts) has no use for them.
 */
export type PageRecord = Omit<PageView, 'publishedID' | 'hasUnpublishedChanges' | 'translationSource' | 'outOfDate'> & Partial<SourceColumns>;

export function pageViewOf(record: PageRecord): PageView {
  const { sourcePageID: _page, sourceLocale: _locale, sourceVersionID: _version, outOfDate, ...rest } = record;
  return {
    ...rest,
    publishedID: record.publishedVersionID === null ? null : record.id,
    hasUnpublishedChanges: record.headVersionID !== record.publishedVersionID,
    translationSource: translationSourceOf(record),
    outOfDate: outOfDate ?? false,
  };
}

export function pageView(page: Page): PageView {
  return pageViewOf({
    id: page.id,
    translationGroup: page.translationGroup,
    locale: page.locale,
    slug: page.slug,
    type: page.type,
    title: page.title,
    headVersionID: page.headVersion?.id ?? null,
    publishedVersionID: page.publishedVersion?.id ?? null,
    revision: page.revision,
    pendingPublicationRequests: page.pendingPublicationRequests ?? 0,
    sourcePageID: page.sourcePage?.id ?? null,
    sourceLocale: page.sourceLocale ?? null,
    sourceVersionID: page.sourceVersion?.id ?? null,
    outOfDate: page.outOfDate ?? false,
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
  });
}

/** A version as readers see it: in the content model's current shape (currentContent); its page must be loaded. */
export function versionView(version: PageVersion, model: ContentModel): PageVersionView {
  const { blocks, typeData } = currentContent(model, version.page.getEntity().type, version);
  return {
    id: version.id,
    pageID: version.page.id,
    revision: version.revision,
    title: version.title,
    blocks,
    typeData,
    seoTitle: version.seoTitle,
    seoDescription: version.seoDescription,
    seoKeywords: version.seoKeywords,
    seoImage: version.seoImage ?? null,
    tags: version.tags,
    privateTags: version.privateTags,
    hasPublicationRequest: version.hasPublicationRequest ?? false,
    authorID: version.author?.id ?? null,
    restoredFrom: version.restoredFrom ?? null,
    createdAt: version.createdAt,
  };
}

/** The same page in another locale. */
export interface PageSibling {
  id: number;
  locale: string;
  slug: string;
}

/** A library image's size, for `width`/`height` attributes, and its alternative text in the library. */
export interface ImageSize {
  id: number;
  width: number;
  height: number;
  /** The library's alternative text: what the site says where a block's own entry has none (one place to write it). */
  alt: string;
  /** The file's version (media/version.ts): image URLs carrying it (`v=`) are cached for a year. */
  version: string;
}
