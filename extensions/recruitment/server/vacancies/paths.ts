/**
 * Where the site's own pages (site/pages/) live per locale: the site's default locale at the
 * Dutch addresses the SPEC names (/vacatures, /nieuwsbrief, /solliciteren), English under /en;
 * the feeds beside the overview. A site route's locale is known from its path alone, so a page
 * that links one (the home page's highlights, a vacancy, a menu, a mail) takes its own locale's.
 */
export interface LocalePaths {
  readonly nl: string;
  readonly en: string;
}

export const OVERVIEW_PATHS = { nl: '/vacatures', en: '/en/vacancies' } as const satisfies LocalePaths;

/** The newsletter and vacancy alerts sign-up the overview offers, and where its mails' links lead. */
export const ALERTS_PATHS = { nl: '/nieuwsbrief', en: '/en/alerts' } as const satisfies LocalePaths;

/** The open application, for no vacancy in particular. */
export const OPEN_APPLICATION_PATHS = { nl: '/solliciteren', en: '/en/apply' } as const satisfies LocalePaths;

/** A page's path for a locale: English has its own; every other is the default's. */
export function localePath(paths: LocalePaths, locale: string, defaultLocale: string): string {
  return locale !== defaultLocale && locale.slice(0, 2) === 'en' ? paths.en : paths.nl;
}

export const overviewPath = (locale: string, defaultLocale: string): string => localePath(OVERVIEW_PATHS, locale, defaultLocale);

export const alertsPath = (locale: string, defaultLocale: string): string => localePath(ALERTS_PATHS, locale, defaultLocale);

/**
 * The slugs the site's locale switch (SiteLayout's `localeSlugs`) links a page's two versions
 * by: the default locale's without its leading slash, English's without `/en/`.
 */
export function localeSlugs(paths: LocalePaths, availableLocales: readonly string[], defaultLocale: string): Record<string, string> {
  return Object.fromEntries(
    availableLocales.flatMap((locale) =>
      locale === defaultLocale ? [[locale, paths.nl.slice(1)]] : locale === 'en' ? [[locale, paths.en.slice('/en/'.length)]] : [],
    ),
  );
}
