import { localeHref } from '@blokwerk/site/extension';

/** The privacy statement the forms link to: the demo's lives at /privacyverklaring (nl) and /en/privacy-statement; a site without one gets its 404. */
export function privacyHref(locale: string, defaultLocale: string): string {
  return localeHref(locale, defaultLocale, locale === defaultLocale ? 'privacyverklaring' : 'privacy-statement');
}
