import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import type { Catalogues } from '../i18n/catalogue';
import type { SiteBlock } from '../lib/block-content';

/** What a page type's head data (JSON-LD, indexing) is built from: the published page, its version and where it lives. */
export interface JsonLdSource {
  page: { id: number; locale: string; slug: string; type: string };
  version: { title: string; seoDescription: string; createdAt: string; typeData: Readonly<Record<string, unknown>>; blocks: readonly SiteBlock[] };
  /** The page's canonical URL. */
  url: string;
  /** The site's public origin, without a trailing slash. */
  origin: string;
  /** The request's locals, to query the server (lib/graphql.ts `query`) for what the head needs besides the page. */
  locals: App.Locals;
}

/** How the site shows pages of one page type (docs/extensions.md, "Site"). */
export interface PageTypeView {
  /**
   * Renders a page of this type in place of the generic title-and-blocks layout. It receives
   * `page` (lib/shown-page.ts: title, typeData, blocks and their context).
   */
  component?: AstroComponentFactory;
  /** The page's schema.org JSON-LD object (without `@context`), or undefined for none; replaces the generic one. */
  jsonLd?: (source: JsonLdSource) => Record<string, unknown> | undefined | Promise<Record<string, unknown> | undefined>;
  /** The meta description when the editor left the SEO description empty (e.g. an event's date and place). */
  description?: (source: JsonLdSource) => string;
  /** True keeps the page out of search engines' indexes (`<meta name="robots" content="noindex">`). */
  noindex?: (source: JsonLdSource) => boolean;
}

/** What a shell part receives (SiteShell). */
export interface ShellProps {
  /** The page's locale. */
  locale: string;
  /** True on an editor's preview of a page version (in the admin's preview panel). */
  preview: boolean;
}

/**
 * Parts an extension adds to every page's shell (layouts/SiteLayout.astro), each receiving
 * ShellProps: `footer` inside the site footer, after core's own text; `body` at the end of
 * <body> (a banner, a dialog, a script every page needs).
 */
export interface SiteShell {
  footer?: AstroComponentFactory;
  body?: AstroComponentFactory;
}

/**
 * The site part of an extension: the default export of its `exports["./site"]` file. Routes are
 * the files under `pages/` beside it, mounted like `src/pages` (extensions/integration.ts).
 */
export interface SiteExtension {
  name: string;
  /** By page type id, as the server part declares the types. */
  pageTypes?: Readonly<Record<string, PageTypeView>>;
  /** A component per block type id (receiving lib/block-props.ts's props), as for core's blocks. */
  blocks?: Readonly<Record<string, AstroComponentFactory>>;
  /**
   * Its texts as ICU messages, by locale then id (`i18n/site-text.ts`, `siteText(locale)`);
   * every id starts with the extension's name and a dot. A locale without a message falls back to en.
   */
  messages?: Catalogues;
  /** Parts of every page's shell (footer, end of body); several extensions' parts render in their order. */
  shell?: SiteShell;
}

export function defineSiteExtension(extension: SiteExtension): SiteExtension {
  return extension;
}
