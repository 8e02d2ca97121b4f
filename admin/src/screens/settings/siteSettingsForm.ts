import type { FooterLinkInput, SiteColoursInput, SiteSettingsFieldsFragment, SiteSettingsInput } from '../../gql/graphql';

/** The settings as the screen edits them: the mutation's input, every list present. */
export type SiteSettingsForm = Required<SiteSettingsInput>;

/** Change one part of the form. */
export type FormUpdate = (change: Partial<SiteSettingsForm>) => void;

/** The fields as the query answered them, without the cache's `__typename`s. */
export function formOf(fields: SiteSettingsFieldsFragment): SiteSettingsForm {
  return {
    siteName: fields.siteName.map(({ locale, value }) => ({ locale, value })),
    logoId: fields.logoId,
    faviconId: fields.faviconId,
    shareImageId: fields.shareImageId,
    footerText: fields.footerText.map(({ locale, value }) => ({ locale, value })),
    footerLinks: fields.footerLinks.map(({ locale, label, pageId, url }) => ({ locale, label, pageId, url })),
    social: fields.social.map(({ network, url }) => ({ network, url })),
    colours: fields.colours && {
      primary: fields.colours.primary,
      primaryText: fields.colours.primaryText,
      accent: fields.colours.accent,
      accentText: fields.colours.accentText,
      background: fields.colours.background,
      text: fields.colours.text,
    },
    fontPair: fields.fontPair,
    homePages: fields.homePages.map(({ locale, pageId }) => ({ locale, pageId })),
    notFoundPages: fields.notFoundPages.map(({ locale, pageId }) => ({ locale, pageId })),
    mailSender: fields.mailSender && { name: fields.mailSender.name, address: fields.mailSender.address },
  };
}

/** A footer link to a web address (else to a page). */
export function linksToUrl(link: FooterLinkInput): boolean {
  return typeof link.url === 'string';
}

/** The page an entry (home page, 404 page, footer link) points to, if any. */
export function chosenPageId(entry: { pageId?: number | null }): number | undefined {
  return typeof entry.pageId === 'number' ? entry.pageId : undefined;
}

/** The entry of `locale` in a per-locale list. */
export function inLocale<T extends { locale: string }>(list: readonly T[], locale: string): T | undefined {
  return list.find((entry) => entry.locale === locale);
}

/** The list with `locale`'s entry replaced (or removed, for `undefined`). */
export function withLocale<T extends { locale: string }>(list: readonly T[], locale: string, entry: T | undefined): T[] {
  const others = list.filter((e) => e.locale !== locale);
  return entry ? [...others, entry] : others;
}

export const FONT_PAIRS = ['system', 'humanist', 'serif', 'classic', 'rounded'] as const;
export const COLOUR_FIELDS = ['primary', 'primaryText', 'accent', 'accentText', 'background', 'text'] as const;

/** Palettes that meet WCAG AA in every pair the server checks. */
export const COLOUR_PRESETS = {
  blue: { primary: '#0b5cad', primaryText: '#ffffff', accent: '#0d2b45', accentText: '#ffffff', background: '#ffffff', text: '#1b1f24' },
  green: { primary: '#1e6b3a', primaryText: '#ffffff', accent: '#e8f3ec', accentText: '#14331f', background: '#ffffff', text: '#1b1f24' },
  red: { primary: '#a3321c', primaryText: '#ffffff', accent: '#3b1d17', accentText: '#fbe9e4', background: '#fffdfb', text: '#24160f' },
  dark: { primary: '#8cc8ff', primaryText: '#0b1724', accent: '#1f2b38', accentText: '#e6edf3', background: '#0f1720', text: '#e6edf3' },
} as const satisfies Record<string, SiteColoursInput>;
