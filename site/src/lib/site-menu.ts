import { graphql } from '../gql';
import { linkOf } from './block-content';
import { linkAttributes } from './block-context';
import { query } from './graphql';
import { localeHref } from './site-path';

const SiteMenuDocument = graphql(`
  query SiteMenu($locale: String!) {
    siteMenu(locale: $locale) {
      id
      parentID
      label
      target
      page {
        id
        locale
        slug
      }
      route {
        path
      }
    }
  }
`);

export interface MenuEntry {
  id: number;
  label: string;
  href: string;
  target?: '_blank';
  rel?: string;
  /** The link leads to the page being shown (`aria-current="page"`). */
  current: boolean;
  children: MenuEntry[];
}

/**
 * The menu of a locale as nested entries, for the site header. The server leaves out items
 * whose page is offline; `currentPath` (the request's path) marks the entry of the page shown.
 */
export async function loadSiteMenu(locals: App.Locals, locale: string, defaultLocale: string, currentPath: string): Promise<MenuEntry[]> {
  const { siteMenu } = await query(locals, SiteMenuDocument, { locale });
  // Menu links resolve as block links do, their pages' paths being known from the menu itself.
  const context = {
    pageID: 0,
    locale,
    defaultLocale,
    pagePaths: new Map(siteMenu.flatMap((item) => (item.page ? [[item.page.id, localeHref(item.page.locale, defaultLocale, item.page.slug)] as const] : []))),
    imageSizes: new Map(),
  };
  const top: MenuEntry[] = [];
  const entries = new Map<number, MenuEntry>();
  for (const item of siteMenu) {
    // A route target is at its path in this locale, which the server resolved.
    const link = item.route ? undefined : linkOf(item.target);
    const attributes = item.route ? { href: item.route.path } : link && linkAttributes(link, context);
    // Items come parent first: one whose parent was left out is left out too.
    const siblings = item.parentID === null ? top : entries.get(item.parentID)?.children;
    if (!attributes || !siblings) continue;
    const entry: MenuEntry = { id: item.id, label: item.label, ...attributes, current: attributes.href === currentPath, children: [] };
    entries.set(item.id, entry);
    siblings.push(entry);
  }
  return top;
}
