import { Kind, type DocumentNode } from 'graphql';
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

/** The root fields an operation document asks for (what a site render read). */
export function rootFields(document: DocumentNode): string[] {
  return document.definitions.flatMap((definition) => definition.kind === Kind.OPERATION_DEFINITION
    ? definition.selectionSet.selections.flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : []))
    : []);
}

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

  /** Root fields the render read, with their variables and data. */
  addResult(fields: readonly string[], variables: Record<string, unknown> | undefined, data: unknown): void {
    for (const field of fields) {
      if (field === 'sitePage') {
        // Its translations' changes concern it too: one of them published adds a locale to its switch.
        const group = shownTranslationGroup(data);
        if (group !== undefined) this.add(tag.translations(group));
      } else if (field === 'siteMenu' && typeof variables?.locale === 'string') this.add(tag.menu(variables.locale));
      else if (field === 'settings' || field === 'siteIdentity') this.add(tag.settings);
      else {
        this.add(tag.site);
        const answer = (data as Record<string, unknown> | null | undefined)?.[field];
        if (LISTS_PAGES.test(field) || listsPages(answer, 0)) this.add(tag.pages);
      }
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
      else this.addPagesIn(item, depth + 1);
    }
  }

  /** Sets the tag headers on `res` (once its render is done, before its headers go out). */
  writeTo(res: ServerResponse, headers: readonly string[]): void {
    if (this.tags.size === 0) return;
    const list = [...this.tags].toSorted();
    for (const name of headers) res.setHeader(name, list.join(SEPARATOR[name.toLowerCase()] ?? ' '));
  }
}
