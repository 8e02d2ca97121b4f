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
  /** The navigation landmark's name, in the page's language. */
  label: string;
}

/**
 * Each sibling at /{locale}/{slug}, or /{slug} in the default locale. Rendered on the server
 * without hydration: plain links ship no JavaScript (lib/site-navigation.ts returns scroll to
 * the top on arrival).
 */
export default function LocaleSwitch({ locales, current, defaultLocale, slugs, label }: LocaleSwitchProps) {
  const targets = slugs ? locales.filter((locale) => locale in slugs) : locales;
  if (targets.length < 2) return null;
  return (
    <nav className="locale-switch" aria-label={label}>
      <ul>
        {targets.map((locale) => (
          <li key={locale}>
            <a href={localeHref(locale, defaultLocale, slugs?.[locale])} hrefLang={locale} lang={locale} aria-current={locale === current ? 'true' : undefined}>
              {locale.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
