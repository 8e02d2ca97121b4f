import { z } from 'zod';
import { named, shownAs } from '../../operations/contract.js';
import { menuTarget } from './target.js';

/** What the menu operations answer: one declaration each for TypeScript and GraphQL (graphql/derive). */

export const menuPageView = named(
  'MenuPage',
  z
    .object({
      id: z.int(),
      title: z.string(),
      locale: z.string(),
      slug: z.string().describe('Full path below the locale; empty for the root page.'),
    })
    .describe('The page an internal menu target names.'),
);

/** The declared site route a route target names, in the tree's locale. */
export const menuRouteView = named(
  'MenuRoute',
  z
    .object({
      id: z.string(),
      title: z.string(),
      path: z.string().describe("From the site's root, e.g. /vacatures."),
    })
    .describe("The site route a route target names, in the menu's locale."),
);

/** Whether an item's target can be followed: internal targets need their page, published; route targets a declared route. */
const menuTargetState = z.enum(['ok', 'missing', 'unpublished']);

/** One item of a tree answered depth-first (a parent before its children, siblings in order). */
export const menuItemView = named(
  'MenuItem',
  z
    .object({
      id: z.int(),
      parentID: z.int().nullable(),
      depth: z.int().describe('0 at the top level.'),
      position: z.int().describe('Among its siblings, from 0.'),
      label: z.string(),
      target: menuTarget.describe('A link: kind external (href, newTab), internal (pageId), anchor, mail (email), phone, or route (route: a SiteRoute id).'),
      targetState: shownAs('String', menuTargetState).describe(
        'ok, or for an internal target: missing (page deleted) or unpublished; for a route target: missing (no longer declared in this locale).',
      ),
      /** The page of an internal target, while it exists. */
      page: menuPageView.nullable(),
      /** The route of a route target, while an extension declares it with a path in the locale. */
      route: menuRouteView.nullable(),
    })
    .describe("One item of a locale's menu tree; trees are answered depth-first."),
);

/** What every write answers: the item concerned and its locale's tree afterwards. */
export const menuChangeView = named(
  'MenuChange',
  z.object({ itemID: z.int(), items: z.array(menuItemView) }).describe("The item a write concerned and its locale's tree afterwards."),
);

const siteRoutePathView = named(
  'SiteRoutePath',
  z
    .object({
      locale: z.string(),
      path: z.string().describe("From the site's root."),
      title: z.string(),
    })
    .describe('A declared site route in one locale.'),
);

export const siteRouteView = named(
  'SiteRoute',
  z
    .object({
      id: z.string(),
      sitemap: z.boolean().describe('Whether sitemap.xml lists it.'),
      paths: z.array(siteRoutePathView).describe("Its path and title in each of the site's locales it has."),
    })
    .describe('A public route an extension declares: a menu target, listed in sitemap.xml unless told otherwise.'),
);

export type MenuTargetState = z.output<typeof menuTargetState>;
export type MenuPageView = z.output<typeof menuPageView>;
export type MenuRouteView = z.output<typeof menuRouteView>;
export type MenuItemView = z.output<typeof menuItemView>;
export type MenuChange = z.output<typeof menuChangeView>;
export type SiteRouteView = z.output<typeof siteRouteView>;
