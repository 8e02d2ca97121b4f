/** The interface languages content-model texts may be translated into; English is the fallback. */
export const LABEL_LOCALES = ['en', 'nl', 'de', 'fr'] as const;
export type LabelLocale = (typeof LABEL_LOCALES)[number];

/**
 * A text the admin shows editors (block names, field labels, help, options): a plain string
 * (the same in every language, as declarations written before translations were possible) or
 * one per interface language with English required.
 */
export type LocalizedText = string | ({ en: string } & Partial<Record<Exclude<LabelLocale, 'en'>, string>>);

/** The text in a locale (`nl`, `nl-BE`), falling back to English. */
export function localize(text: LocalizedText, locale = 'en'): string {
  if (typeof text === 'string') return text;
  const language = locale.split(/[-_]/)[0]?.toLowerCase();
  return (LABEL_LOCALES as readonly string[]).includes(language ?? '') ? (text[language as LabelLocale] ?? text.en) : text.en;
}
