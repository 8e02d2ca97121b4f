import { useEffect } from 'react';
import { localeHref } from '../lib/site-path';

export interface LocaleSwitchProps {
  locales: readonly string[];
  current: string;
  defaultLocale: string;
  /**
   * The current page's slug in each locale it is published in (itself included): the switch
   * offers exactly those. Without it (not-found and empty pages) every locale's root.
   */
  slugs?: Readonly<Record<string, string>>;
}

/** Scroll returns to the top on every path change (not when the path names an anchor). */
function useScrollToTopOnArrival() {
  useEffect(() => {
    // The browser would restore the old offset on Back, possibly after this effect ran.
    window.history.scrollRestoration = 'manual';
    if (window.location.hash === '') window.scrollTo(0, 0);
  }, []);
}

/** Each sibling at /{locale}/{slug}, or /{slug} in the default locale. */
export default function LocaleSwitch({ locales, current, defaultLocale, slugs }: LocaleSwitchProps) {
  useScrollToTopOnArrival();
  const targets = slugs ? locales.filter((locale) => locale in slugs) : locales;
  if (targets.length < 2) return null;
  return (
    <nav className="locale-switch" aria-label="Language">
      <ul>
        {targets.map((locale) => (
          <li key={locale}>
            <a
              href={localeHref(locale, defaultLocale, slugs?.[locale])}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
            >
              {locale.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
