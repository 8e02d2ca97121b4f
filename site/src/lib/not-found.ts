import { lookUpPage } from './published-page';
import { showPage, type ShownPage } from './shown-page';
import type { SiteIdentity } from './site-identity';
import { loadSiteMenu, type MenuEntry } from './site-menu';
import type { SiteSettings } from './site-settings';

/** What NotFound.astro shows besides its search box. */
export interface NotFoundContent {
  /** The chosen 404 page (else the page with slug 404), when published. */
  page?: ShownPage;
  /** A few pages to go on to: the menu's top entries. */
  suggestions: MenuEntry[];
}

/** The designed not-found answer's content in `locale`, for any unknown path and for /404 itself. */
export async function notFoundContent(
  locals: App.Locals,
  settings: SiteSettings,
  identity: SiteIdentity,
  locale: string,
  currentPath: string,
): Promise<NotFoundContent> {
  const [found, menu] = await Promise.all([
    lookUpPage(locals, locale, identity.notFoundSlug ?? '404'),
    loadSiteMenu(locals, locale, settings.defaultLocale, currentPath),
  ]);
  const page = found.kind === 'page' ? await showPage(locals, settings, found.page, found.version, found) : undefined;
  return { page, suggestions: menu.slice(0, 5) };
}
