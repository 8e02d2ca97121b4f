import { z } from 'zod';
import { defineOperation } from '../../operations/define.js';
import { cachedSettings } from '../settings/settings-cache.js';

/** A declared route in one of the site's locales. */
export interface SiteRoutePathView {
  locale: string;
  path: string;
  title: string;
}

export interface SiteRouteView {
  id: string;
  /** Whether sitemap.xml lists it. */
  sitemap: boolean;
  /** Only in the site's available locales. */
  paths: SiteRoutePathView[];
}

/** The public routes the extensions declare (menu targets, sitemap entries), in the site's locales. */
export const listSiteRoutes = defineOperation({
  name: 'menu.siteRoutes',
  access: { public: true },
  kind: 'read',
  input: z.object({}),
  async run(ctx): Promise<SiteRouteView[]> {
    const { availableLocales } = await cachedSettings(ctx);
    return ctx.services.platform.siteRoutes
      .map((route) => ({
        id: route.id,
        sitemap: route.sitemap !== false,
        paths: availableLocales.flatMap((locale) => {
          const path = route.paths[locale];
          return path ? [{ locale, path, title: route.title[locale] ?? route.id }] : [];
        }),
      }))
      .filter((route) => route.paths.length > 0);
  },
});
