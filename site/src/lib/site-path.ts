import type { SiteSettings } from './site-settings';

type LocaleSettings = Pick<SiteSettings, 'availableLocales' | 'defaultLocale'>;

export interface SitePath {
  locale: string;
  /** The page's slug path without the locale prefix; empty for the root page. */
  slug: string;
}

/** SPEC §2: `/{slug...}` is in the default locale, `/{locale}/{slug...}` in another available locale. */
export function resolveSitePath(slugParam: string | undefined, settings: LocaleSettings): SitePath {
  const segments = (slugParam ?? '').split('/').filter((segment) => segment !== '');
  const [first, ...rest] = segments;
  if (first !== undefined && first !== settings.defaultLocale && settings.availableLocales.includes(first)) {
    return { locale: first, slug: rest.join('/') };
  }
  return { locale: settings.defaultLocale, slug: segments.join('/') };
}

/** SPEC §2: the default locale has no path prefix. */
export function localeHref(locale: string, defaultLocale: string, slug = ''): string {
  return locale === defaultLocale ? `/${slug}` : `/${locale}/${slug}`;
}
