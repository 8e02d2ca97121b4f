import { localeHref } from '../lib/site-path';

export interface LocaleSwitchProps {
  locales: readonly string[];
  current: string;
  defaultLocale: string;
  /** The current page's slug in each locale; without a sibling the switch goes to that locale's root. */
  slugs?: Readonly<Record<string, string>>;
}

export default function LocaleSwitch({ locales, current, defaultLocale, slugs = {} }: LocaleSwitchProps) {
  if (locales.length < 2) return null;
  return (
    <nav className="locale-switch" aria-label="Language">
      <ul>
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={localeHref(locale, defaultLocale, slugs[locale])}
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
