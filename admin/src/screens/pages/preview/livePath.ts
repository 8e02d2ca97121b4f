/** A published page's address on the site: the default locale has no prefix (site/src/lib/site-path.ts). */
export function livePath(locale: string, defaultLocale: string, slug: string): string {
  return locale === defaultLocale ? `/${slug}` : `/${locale}/${slug}`;
}
