/** Shown after every page title and in the header; a later issue makes it a setting. */
export const SITE_NAME = 'Blokwerk';

/** The SEO title, else the page title, then " | " and the site name. */
export function documentTitle(title: string, seoTitle?: string | null): string {
  const pageTitle = seoTitle?.trim() || title.trim();
  return pageTitle ? `${pageTitle} | ${SITE_NAME}` : SITE_NAME;
}
