/**
 * The site chrome's texts (navigation, footer, search, errors, dates) by locale, as ICU messages
 * (intl-messageformat, the formatter under the admin's react-intl). The shell's locale is en:
 * a locale without a catalogue, or a text without a form in the page's language, falls back to
 * en's message (nl.json holds only what differs). Dates in messages (`{date, date, long}`) are
 * formatted in the page's locale. Extensions add their own ids, prefixed with their name
 * (i18n/extension-texts.ts). docs/extensions.md, "Texts".
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { extensionMessages } from './extension-texts';
import type { Catalogues } from './catalogue';
import en from './messages/en.json';
import de from './messages/de.json';
import fr from './messages/fr.json';
import nl from './messages/nl.json';

export type CoreTextId = keyof typeof en;
export type TextValues = Readonly<Record<string, string | number>>;
/** Formats a text by id in one locale. */
export type SiteText = (id: CoreTextId | (string & {}), values?: TextValues) => string;

/** The locale every other falls back to (the shell's default). */
export const SHELL_LOCALE = 'en';

export const CORE_CATALOGUES: Catalogues = { en, nl, de, fr };

/** The catalogues to look in for a locale, nearest first: nl-BE, nl, en. */
function fallbackChain(locale: string): string[] {
  const language = locale.split('-')[0] ?? locale;
  return [...new Set([locale, language, SHELL_LOCALE])];
}

function messageOf(id: string, chain: readonly string[], catalogues: readonly Catalogues[]): string | undefined {
  for (const locale of chain) {
    for (const catalogue of catalogues) {
      const message = catalogue[locale]?.[id];
      if (message !== undefined) return message;
    }
  }
  return undefined;
}

const formats = new Map<string, IntlMessageFormat | string>();

/** The text formatter for a page's locale; an unknown id shows as itself (a visible bug, never an error page). */
export function siteText(locale: string): SiteText {
  const chain = fallbackChain(locale);
  return (id, values) => {
    const key = `${locale}\u0000${id}`;
    let format = formats.get(key);
    if (format === undefined) {
      const message = messageOf(id, chain, [CORE_CATALOGUES, extensionMessages()]);
      format = message === undefined ? id : new IntlMessageFormat(message, locale);
      formats.set(key, format);
    }
    if (typeof format === 'string') return format;
    return String(format.format(values));
  };
}
