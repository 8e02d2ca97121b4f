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

/**
 * What core's operations that list pages declare (the sitemap, search, a type's pages): any
 * publication may change them, and, as before tags were declared, so may a site change.
 */
export const pageListTags = [tag.pages, tag.site] as const;

/**
 * What an extension's operations declare (Operation.tags, `@blokwerk/server/extension`): the
 * pages an answer shows, a list of pages (of a type, a search: any publication may change it),
 * and the extension's own data, which the `site.changed` event it emits refreshes.
 */
export const extensionTags = {
  page: tag.page,
  listsPages: tag.pages,
  ownData: tag.site,
} as const;

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
 * Where invoke() reports what a site render's operations declared (Operation.tags). Only a site
 * render's context carries one (site/mount.ts); API calls have none.
 */
export interface CacheTagSink {
  /** An operation ran: its declared tags, or undefined when it declares none. */
  operationRan(declared: readonly string[] | undefined): void;
}

/**
 * The tags of one site answer: what the operations its render ran declared, written into the
 * configured headers as the answer's headers go out. Nothing is guessed from the answers: an
 * operation without a declaration, or a GraphQL execution that ran no operation, counts as
 * `bw-site`, which every site change purges.
 */
export class AnswerTags {
  private readonly tags = new Set<string>();

  add(...tags: readonly string[]): void {
    for (const value of tags) this.tags.add(value);
  }

  /** A sink for one GraphQL execution of the render; call `done()` once it has run. */
  execution(): CacheTagSink & { done(): void } {
    let ran = 0;
    return {
      operationRan: (declared) => {
        ran += 1;
        this.add(...(declared ?? [tag.site]));
      },
      // A root field resolved without an operation declared nothing.
      done: () => {
        if (ran === 0) this.add(tag.site);
      },
    };
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
