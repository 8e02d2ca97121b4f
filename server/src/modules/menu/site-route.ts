declare module '../../operations/define.js' {
  interface PlatformView {
    /** The extensions' public site routes. */
    readonly siteRoutes: readonly SiteRoute[];
  }
}

/**
 * A public route an extension's site part serves (a file under its `site/pages/`), declared so
 * that core knows it: the menu editor offers it as a target, and sitemap.xml lists it.
 */
export interface SiteRoute {
  /** Lower-case kebab, unique across every extension: `vacancies`. Menu items store it. */
  id: string;
  /**
   * Its address per content locale, from the site's root: `{ nl: '/vacatures', en: '/en/vacancies' }`.
   * A locale without one has no such route (menus of that locale cannot link it).
   */
  paths: Readonly<Record<string, string>>;
  /** What the menu editor lists it as, per locale of `paths` (each needs one). */
  title: Readonly<Record<string, string>>;
  /** false leaves it out of sitemap.xml (a page of no use to search engines). */
  sitemap?: boolean;
}

const ID = /^[a-z][a-z0-9-]*$/;
/** Lower-case path segments (the site's slugs are), optionally ending in an extension's file name. */
const PATH = /^\/(?:[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*)?$/;

/** Refuses, at start-up, malformed ids and paths, a path without a title, and ids or paths used twice. */
export function checkSiteRoutes(routes: readonly SiteRoute[]): void {
  const ids = new Set<string>();
  const paths = new Set<string>();
  for (const route of routes) {
    if (!ID.test(route.id)) throw new Error(`site route ${route.id}: id must be lower-case kebab`);
    if (ids.has(route.id)) throw new Error(`site route ${route.id} is declared twice`);
    ids.add(route.id);
    if (Object.keys(route.paths).length === 0) throw new Error(`site route ${route.id}: no path`);
    for (const [locale, path] of Object.entries(route.paths)) {
      if (!PATH.test(path)) throw new Error(`site route ${route.id}: path ${path} must be lower case from the root`);
      if (!route.title[locale]?.trim()) throw new Error(`site route ${route.id}: no title for ${locale}`);
      if (paths.has(path)) throw new Error(`site route path ${path} is declared twice`);
      paths.add(path);
    }
  }
}
