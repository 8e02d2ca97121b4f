import type { EntityManager } from '@mikro-orm/postgresql';
import { EventClearedCache, perEventStream } from '../../events/event-cleared-cache.js';
import type { OperationContext } from '../../operations/define.js';
import { SETTINGS_ID } from './entities.js';
import {
  chosenImageIds,
  SOCIAL_NETWORK_NAMES,
  storedSiteSettings,
  type FontPair,
  type SiteColours,
  type SiteSettingsDocument,
  type SocialNetwork,
} from './site-settings-schema.js';

/** The name a site has until its owner gives it one. */
export const DEFAULT_SITE_NAME = 'Blokwerk';

export interface SiteImageView {
  id: number;
  width: number | null;
  height: number | null;
  alt: string;
}

export interface SiteFooterLinkView {
  label: string;
  /** An external link, or else the slug of a page in the view's locale. */
  url: string | null;
  slug: string | null;
}

/** What the site shows of the settings in one locale, references resolved. */
export interface SiteIdentityView {
  locale: string;
  siteName: string;
  logo: SiteImageView | null;
  favicon: SiteImageView | null;
  shareImage: SiteImageView | null;
  footerText: string;
  footerLinks: SiteFooterLinkView[];
  /** `name`: the network's own name. */
  social: { network: SocialNetwork; name: string; url: string }[];
  colours: SiteColours | null;
  fontPair: FontPair;
  /** The chosen home page's current slug; null: the root slug's page. */
  homeSlug: string | null;
  /** The chosen 404 page's current slug; null: the page with slug 404. */
  notFoundSlug: string | null;
}

export async function readSiteSettings(em: EntityManager): Promise<{ site: SiteSettingsDocument; defaultLocale: string }> {
  const [row] = await em
    .getConnection()
    .execute<{ site: unknown; defaultLocale: string }[]>(`select "site", "default_locale" as "defaultLocale" from "settings" where "id" = ?`, [SETTINGS_ID]);
  return { site: storedSiteSettings(row?.site), defaultLocale: row?.defaultLocale ?? '' };
}

/** The locale's entry, else the default locale's. */
function inLocale<T extends { locale: string }>(entries: readonly T[], locale: string, defaultLocale: string): T | undefined {
  return entries.find((e) => e.locale === locale) ?? entries.find((e) => e.locale === defaultLocale);
}

async function resolve(em: EntityManager, locale: string): Promise<SiteIdentityView> {
  const { site, defaultLocale } = await readSiteSettings(em);
  const links = site.footerLinks.filter((link) => link.locale === locale);
  const home = site.homePages.find((e) => e.locale === locale)?.pageId;
  const notFound = site.notFoundPages.find((e) => e.locale === locale)?.pageId;
  const pageIds = [home, notFound, ...links.map((link) => link.pageId)].filter((id) => typeof id === 'number');
  const imageIds = chosenImageIds(site);
  const pages = pageIds.length
    ? await em.execute<{ id: number; slug: string }[]>(`select "id", "slug" from "page" where "id" = any(?) and "locale" = ?`, [
        `{${pageIds.join(',')}}`,
        locale,
      ])
    : [];
  const images = imageIds.length
    ? await em.execute<SiteImageView[]>(`select "id", "width", "height", "default_alt_text" as "alt" from "media_file" where "id" = any(?)`, [
        `{${imageIds.join(',')}}`,
      ])
    : [];
  const slugOf = (id: number | null | undefined) => pages.find((page) => page.id === id)?.slug ?? null;
  const imageOf = (id: number | null) => images.find((image) => image.id === id) ?? null;
  return {
    locale,
    siteName:
      inLocale(
        site.siteName.filter((e) => e.value),
        locale,
        defaultLocale,
      )?.value ?? DEFAULT_SITE_NAME,
    logo: imageOf(site.logoId),
    favicon: imageOf(site.faviconId),
    shareImage: imageOf(site.shareImageId),
    footerText: inLocale(site.footerText, locale, defaultLocale)?.value ?? '',
    // A link to a page deleted since is left out until the owner chooses another.
    footerLinks: links.flatMap(({ label, url, pageId }): SiteFooterLinkView[] => {
      const slug = slugOf(pageId);
      if (url) return [{ label, url, slug: null }];
      return slug === null ? [] : [{ label, url: null, slug }];
    }),
    social: site.social.map((profile) => ({ ...profile, name: SOCIAL_NETWORK_NAMES[profile.network] })),
    colours: site.colours,
    fontPair: site.fontPair,
    homeSlug: slugOf(home),
    notFoundSlug: slugOf(notFound),
  };
}

/** Every site render reads this: remembered per locale until any content event (a slug, a file or the settings changed). */
const cacheOf = perEventStream((events) => new EventClearedCache<SiteIdentityView>(events, { max: 100 }));

export async function siteIdentity(ctx: Pick<OperationContext, 'em' | 'services'>, locale: string): Promise<SiteIdentityView> {
  const view = await cacheOf(ctx.services.events).fetch(locale, () => resolve(ctx.em, locale));
  return view ?? resolve(ctx.em, locale);
}
