import { Kind, valueFromASTUntyped, type DocumentNode } from 'graphql';
import type { ServerResponse } from 'node:http';
import type { ContentEvent } from '../events/content-events.js';

/**
 * Cache tags name what a site answer shows, so a CDN in front can drop exactly the answers a
 * change touches (docs/operations.md, "A CDN in front"). Prefixed: a CDN may hold others' too.
 */
export const tag = {
  page: (id: number) => `bw-page-${id}`,
  /** A page's translations: each links to the others (hreflang, the locale switch). */
  translations: (group: number) => `bw-translations-${group}`,
  menu: (locale: string) => `bw-menu-${locale}`,
  settings: 'bw-settings',
  media: 'bw-media',
  /** Lists of pages (sitemap, search, overviews): any publication may change them. */
  pages: 'bw-pages',
  /** Whatever else the site shows (an extension's data): site.changed. */
  site: 'bw-site',
} as const;

/** A root field a site render read, with its arguments' values. */
export interface RootField {
  name: string;
  args: Record<string, unknown>;
}

/** The root fields an operation document asks for (what a site render read), their variables resolved. */
export function rootFields(document: DocumentNode, variables: Record<string, unknown> = {}): RootField[] {
  return document.definitions.flatMap((definition) => definition.kind === Kind.OPERATION_DEFINITION
    ? definition.selectionSet.selections.flatMap((selection) => (selection.kind === Kind.FIELD
      ? [{ name: selection.name.value, args: Object.fromEntries((selection.arguments ?? []).map((arg) => [arg.name.value, valueFromASTUntyped(arg.value, variables)])) }]
      : []))
    : []);
}

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []);

/**
 * What the answers of core's site fields depend on, besides the pages found in them (any object
 * with an id and a slug). A field that looks pages up by id depends on those pages only (one
 * published later starts to show): a publication elsewhere leaves it alone. Any other field (an
 * extension's, a list of pages) is `bw-site`, and `bw-pages` if it lists pages.
 */
const FIELD_TAGS: Record<string, (field: RootField, data: unknown) => string[]> = {
  // Its translations' changes concern it too: one of them published adds a locale to its switch.
  sitePage: (_field, data) => {
    const group = shownTranslationGroup(data);
    return group === undefined ? [] : [tag.translations(group)];
  },
  siteMenu: ({ args }) => (typeof args.locale === 'string' ? [tag.menu(args.locale)] : [tag.settings]),
  settings: () => [tag.settings],
  siteIdentity: () => [tag.settings],
  pageLinkTargets: ({ args }) => idsOf(args.ids).map(tag.page),
  // A teaser shows its page's image too.
  pageTeasers: ({ args }) => [...idsOf(args.ids).map(tag.page), tag.media],
  imageSizes: () => [tag.media],
  // Page types are declared in code: fixed while the process runs.
  pageTypeShowsTitle: () => [],
  pageTypeJsonLd: () => [],
};

/** The translation group of the page a `sitePage` answer shows, if it shows one and asked for it. */
function shownTranslationGroup(data: unknown): number | undefined {
  const group = (data as { sitePage?: { page?: { translationGroup?: unknown } | null } | null } | null | undefined)?.sitePage?.page?.translationGroup;
  return typeof group === 'number' ? group : undefined;
}

/** Root fields that count or list pages by name (a count holds no page to recognise). */
const LISTS_PAGES = /page|sitemap|search/i;

/** Whether an answer holds a list of pages (objects with a slug): a new publication may join it. */
function listsPages(value: unknown, depth: number): boolean {
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => (typeof (item as { slug?: unknown } | null)?.slug === 'string') || listsPages(item, depth + 1));
  return Object.values(value).some((item) => listsPages(item, depth + 1));
}

/**
 * A version's stored content (its blocks' and page type's field values): links in it are page
 * ids (`pageId`, `data-page-id`), never a page as id and slug, and the site reads their targets
 * through a query of their own (block references, teasers), whose answer is walked. Walking the
 * content too would only cost (a tenth of a REST page read) and could mistake a block's own
 * `id` and `slug` fields for a page.
 */
const STORED_CONTENT = new Set(['blocks', 'typeData']);

/** Headers that carry the tags, and how each joins them. */
const SEPARATOR: Record<string, string> = { 'cache-tag': ',' };

/** The tags an event makes stale: what shows the page (itself, its translations, lists), or what a site-wide change touches. */
export function staleTags(event: ContentEvent): string[] {
  switch (event.type) {
    case 'settings.updated':
      return [tag.settings];
    case 'menu.changed':
      return event.locale ? [tag.menu(event.locale)] : [tag.settings];
    case 'media.changed':
      return [tag.media];
    case 'site.changed':
      return [tag.site];
    default:
      return [tag.page(event.pageId), tag.translations(event.translationGroup), tag.pages];
  }
}

/**
 * The tags of one site answer, gathered from the GraphQL its render executed (site/mount.ts)
 * and written into the configured headers as the answer's headers go out.
 */
export class AnswerTags {
  private readonly tags = new Set<string>();

  add(...tags: string[]): void {
    for (const value of tags) this.tags.add(value);
  }

  /** Root fields the render read, with their data. */
  addResult(fields: readonly RootField[], data: unknown): void {
    for (const field of fields) {
      const known = FIELD_TAGS[field.name];
      if (known) {
        this.add(...known(field, data));
        continue;
      }
      this.add(tag.site);
      const answer = (data as Record<string, unknown> | null | undefined)?.[field.name];
      if (LISTS_PAGES.test(field.name) || listsPages(answer, 0)) this.add(tag.pages);
    }
    this.addShown(data);
  }

  /** The pages (and media) an answer shows. */
  addShown(data: unknown): void {
    this.addPagesIn(data, 0);
  }

  /** Pages a result shows (links, menu targets, cards): any object with a numeric id and a slug. */
  private addPagesIn(value: unknown, depth: number): void {
    if (depth > 12 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) this.addPagesIn(item, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'number' && typeof record.slug === 'string') this.add(tag.page(record.id));
    for (const [key, item] of Object.entries(record)) {
      if (key === 'imageSizes' && Array.isArray(item) && item.length) this.add(tag.media);
      else if (!STORED_CONTENT.has(key)) this.addPagesIn(item, depth + 1);
    }
  }

  values(): string[] {
    return [...this.tags];
  }

  /** Sets the tag headers on `res` (once its render is done, before its headers go out). */
  writeTo(res: ServerResponse, headers: readonly string[]): void {
    if (this.tags.size === 0) return;
    const list = [...this.tags].toSorted();
    for (const name of headers) res.setHeader(name, list.join(SEPARATOR[name.toLowerCase()] ?? ' '));
  }
}
