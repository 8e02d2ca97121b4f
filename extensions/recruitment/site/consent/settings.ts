import { siteText } from '@blokwerk/site/extension';

/** The texts of the banner and the preferences, by their ids after `recruitment.consent.` (messages/*.json). */
const TEXT_IDS = [
  'title',
  'description',
  'revised',
  'acceptAll',
  'rejectAll',
  'preferences',
  'settings',
  'save',
  'close',
  'intro',
  'necessary',
  'necessaryDescription',
  'statistics',
  'statisticsDescription',
  'marketing',
  'marketingDescription',
] as const;

export type ConsentTexts = Record<(typeof TEXT_IDS)[number], string>;

/** What a page hands its banner script (ConsentBanner.astro → client/consent.ts). */
export interface ConsentSettings {
  /** The page's locale: the banner's language. */
  locale: string;
  /** The cookie policy's revision (server/consent): another one in a visitor's cookie asks again. */
  revision: number;
  /** The texts in the page's locale, HTML-escaped (cookieconsent writes them as HTML). */
  texts: ConsentTexts;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function consentSettings(locale: string, revision: number): ConsentSettings {
  const t = siteText(locale);
  const texts = Object.fromEntries(TEXT_IDS.map((id) => [id, escapeHtml(t(`recruitment.consent.${id}`))])) as ConsentTexts;
  return { locale, revision, texts };
}
