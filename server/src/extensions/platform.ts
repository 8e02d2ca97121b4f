import { createContentModel } from '../content-model/index.js';
import { coreMigrations, type MigrationFolder } from '../db/migration-folders.js';
import { coreModules } from '../modules/index.js';
import type { FeatureModule } from '../modules/module.js';
import type { PlatformView } from '../operations/define.js';
import { CORE_PERMISSIONS, permissionCatalogue } from '../operations/permissions.js';
import { assembleChecks } from '../modules/checks/registry.js';
import { checkAdminMenu } from '../modules/admin-menu/menu-item.js';
import { checkSiteRoutes } from '../modules/menu/site-route.js';
import type { Extension } from './extension.js';
import { assembleHooks } from '../operations/hooks.js';
import { assembleWebhookEvents } from '../modules/webhooks/events.js';

/** A server's make-up: core's modules, types and permissions, then each extension's, in order. */
export interface Platform extends PlatformView {
  readonly modules: readonly FeatureModule[];
  readonly migrations: readonly MigrationFolder[];
}

function assertUnique(what: string, names: readonly string[]): void {
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (twice.length) throw new Error(`${what} declared twice: ${[...new Set(twice)].join(', ')}`);
}

/** Core plus the given extensions; any clash (a module, type, permission, menu, site route or check id used twice) fails the start. */
export function assemblePlatform(extensions: readonly Extension[] = []): Platform {
  assertUnique(
    'extension',
    extensions.map((e) => e.name),
  );
  const modules = [...coreModules, ...extensions.flatMap((e) => e.modules ?? [])];
  assertUnique(
    'feature module',
    modules.map((m) => m.name),
  );
  const adminMenu = extensions.flatMap((e) => e.adminMenu ?? []);
  checkAdminMenu(adminMenu);
  const siteRoutes = extensions.flatMap((e) => e.siteRoutes ?? []);
  checkSiteRoutes(siteRoutes);
  return {
    extensions: extensions.map((e) => e.name),
    modules,
    migrations: [coreMigrations, ...extensions.flatMap((e) => (e.migrations ? [{ folder: e.migrations, prefix: `${e.name}:` }] : []))],
    contentModel: createContentModel({
      blockCategories: extensions.flatMap((e) => e.blockCategories ?? []),
      blockTypes: extensions.flatMap((e) => e.blockTypes ?? []),
      pageTypes: extensions.flatMap((e) => e.pageTypes ?? []),
    }),
    permissions: permissionCatalogue([...CORE_PERMISSIONS, ...extensions.flatMap((e) => (e.permissions ?? []).map((p) => p.name))]),
    adminMenu,
    siteRoutes,
    checks: assembleChecks(extensions.flatMap((e) => e.checks ?? [])),
    hooks: assembleHooks(extensions.flatMap((e) => (e.hooks ? [e.hooks] : []))),
    webhookEvents: assembleWebhookEvents(extensions.flatMap((e) => e.webhookEvents ?? [])),
  };
}
