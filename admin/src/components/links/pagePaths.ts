import type { LinkedPage } from './linkDocuments';

/** The page's slug as a path below its locale ("/nieuws/markt"; "/" for the root page). */
export function slugPath(page: Pick<LinkedPage, 'slug'>): string {
  return `/${page.slug}`;
}

/**
 * The href of a link to the page as the server keeps it (pagePath in
 * server/src/modules/pages/history-operations.ts): `/{slug}` in the default locale,
 * `/{locale}/{slug}` otherwise, so a slug change can rewrite it.
 */
export function pageHref(page: Pick<LinkedPage, 'locale' | 'slug'>, defaultLocale: string): string {
  const prefix = page.locale === defaultLocale ? '' : `/${page.locale}`;
  return `${prefix}/${page.slug}`.replace(/\/$/, '') || '/';
}
