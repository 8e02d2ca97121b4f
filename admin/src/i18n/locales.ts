/** Interface languages with a catalogue in ./messages; the first is default and fallback. */
export const UI_LOCALES = ['en', 'nl', 'de', 'fr'] as const;

export type UiLocale = (typeof UI_LOCALES)[number];

export const DEFAULT_UI_LOCALE: UiLocale = 'en';

const STORAGE_KEY = 'blokwerk.admin.locale';

export function isUiLocale(value: string): value is UiLocale {
  return (UI_LOCALES as readonly string[]).includes(value);
}

/** A locale code is trimmed to its language part. */
export function languagePart(code: string): string {
  return code.split(/[-_]/)[0]?.toLowerCase() ?? '';
}

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy settings); the browser language still applies.
    return null;
  }
}

/** The user's earlier choice, else the browser's language, else the default. */
export function detectUiLocale(): UiLocale {
  const stored = readStoredLocale();
  if (stored && isUiLocale(stored)) return stored;
  const browser = languagePart(navigator.language);
  return isUiLocale(browser) ? browser : DEFAULT_UI_LOCALE;
}

export function storeUiLocale(locale: UiLocale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembering the choice is acceptable; it still applies to this visit.
  }
}
