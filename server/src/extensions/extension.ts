import type { BlockCategory, BlockType, PageType } from '../content-model/registry.js';
import type { AdminMenuItem } from '../modules/admin-menu/menu-item.js';
import type { ContentCheck } from '../modules/checks/types.js';
import type { SiteRoute } from '../modules/menu/site-route.js';
import type { FeatureModule } from '../modules/module.js';
import type { Hooks } from '../operations/hooks.js';
import type { WebhookEventDeclaration } from '../modules/webhooks/events.js';

/** A permission an extension declares; the admin labels it from the extension's catalogues. */
export interface PermissionDeclaration {
  /** Lower-case kebab, unique across core and every extension: `manage-events`. */
  name: string;
}

/**
 * The server part of an extension (docs/extensions.md): everything it adds to Blokwerk, as data.
 * The host names its extensions once (package.json `blokwerk.extensions`); core never names one.
 */
export interface Extension {
  /** Lower-case kebab; prefixes the names of its migrations. */
  name: string;
  /** Tables, operations, GraphQL resolvers and REST routes, mounted exactly like core's modules. */
  modules?: readonly FeatureModule[];
  /** A folder of MikroORM migration files, run after core's by the same locked migrator. */
  migrations?: string;
  /** Granted to the built-in Administrator role the first time a server sees them. */
  permissions?: readonly PermissionDeclaration[];
  /** Block picker groups of its own, for its block types' `category`. */
  blockCategories?: readonly BlockCategory[];
  blockTypes?: readonly BlockType[];
  pageTypes?: readonly PageType[];
  /** Navigation entries; the extension's admin part routes their paths to screens. */
  adminMenu?: readonly AdminMenuItem[];
  /** Public routes of its site part that menus may link and sitemap.xml lists, with their path per locale. */
  siteRoutes?: readonly SiteRoute[];
  /**
   * Content checks of its own, run after core's over every version (docs/extensions.md, "Content
   * checks"): listed in the Checks tab and the blocking-checks setting, blocking publication when set so.
   */
  checks?: readonly ContentCheck[];
  /**
   * Functions for core's hook points (docs/extensions.md, "Hooks"): `pages.beforeSave` in the
   * saving operation's transaction (throw a DomainError to refuse), `pages.afterPublish` once a
   * publication committed. Run after core's and earlier extensions' in declaration order.
   */
  hooks?: Hooks;
  /** Events of its own that webhook endpoints may subscribe to (defineWebhookEvent; emitWebhookEvent sends them). */
  webhookEvents?: readonly WebhookEventDeclaration[];
}

/** Checks the declaration's own shape; clashes with core and other extensions surface when the platform is assembled. */
export function defineExtension(extension: Extension): Extension {
  if (!/^[a-z][a-z0-9-]*$/.test(extension.name)) throw new Error(`extension name ${extension.name} must be lower-case kebab`);
  return Object.freeze(extension);
}
