import { z } from 'zod';
import { defineOperation } from '../../operations/define.js';
import { cachedSettings } from '../settings/settings-cache.js';
import { siteRouteView, type SiteRouteView } from './views.js';
import { tag } from '../../cdn/tags.js';

/** The public routes the extensions declare (menu targets, sitemap entries), in the site's locales. */
export const listSiteRoutes = defineOperation({
  name: 'menu.siteRoutes',
  access: { public: true },
  kind: 'read',
  // Declared by the extensions: site.changed is what refreshes what they show.
  tags: () => [tag.site],
  input: z.object({}),
  // Each route only in the site's available locales.
  output: z.array(siteRouteView),
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
