import type { SiteSettings } from './site-settings';

type LocaleSettings = Pick<SiteSettings, 'availableLocales' | 'defaultLocale'>;

export interface SitePath {
  locale: string;
  /** The page's slug path without the locale prefix; empty for the root page. */
  slug: string;
}

/** Stored slugs are lower case: letters, digits and single hyphens per segment (server pages/slugs.ts). */
const SLUG = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/|$))*$/;

/**
 * `/{slug...}` is in the default locale, `/{locale}/{slug...}` in another available
 * locale (its prefix matched in any case). The slug is lower-cased when it then is one a page
 * can have, so `/Over-Ons` finds `over-ons` (and is redirected to it, see canonicalHref).
 */
export function resolveSitePath(slugParam: string | undefined, settings: LocaleSettings): SitePath {
  const segments = (slugParam ?? '').split('/').filter((segment) => segment !== '');
  const [first, ...rest] = segments;
  const prefixed = settings.availableLocales.find((locale) => locale !== settings.defaultLocale && locale.toLowerCase() === first?.toLowerCase());
  const [locale, slug] = prefixed ? [prefixed, rest.join('/')] : [settings.defaultLocale, segments.join('/')];
  return { locale, slug: SLUG.test(slug.toLowerCase()) ? slug.toLowerCase() : slug };
}

/**
 * The one address of a path that names a page in another spelling (case, percent-escapes,
 * doubled or trailing slashes), or undefined when the request used it already: every spelling
 * answering 200 would let anyone fill the page cache with copies of one page.
 */
export function canonicalHref(requested: string, path: SitePath, defaultLocale: string): string | undefined {
  if (!SLUG.test(path.slug)) return undefined;
  const canonical = localeHref(path.locale, defaultLocale, path.slug);
  return requested === canonical ? undefined : canonical;
}

/** The default locale has no path prefix. */
export function localeHref(locale: string, defaultLocale: string, slug = ''): string {
  return locale === defaultLocale ? `/${slug}` : `/${locale}/${slug}`;
}
