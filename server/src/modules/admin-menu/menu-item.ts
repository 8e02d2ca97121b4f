import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../operations/actor.js';
import type { Permission } from '../../operations/permissions.js';

type Localized = { en: string } & Partial<Record<string, string>>;

/**
 * A number the navigation shows beside an entry (say, new applications), counted only for users
 * the entry is shown to. `label` tells it to assistive technology, `{count}` standing for the number
 * ("{count} new"). Read-only: it runs in the read of the navigation's counts.
 */
export interface AdminMenuCount {
  label: Localized;
  of(ctx: { readonly em: EntityManager; readonly actor: Actor }): Promise<number>;
}

declare module '../../operations/define.js' {
  interface PlatformView {
    readonly adminMenu: readonly AdminMenuItem[];
  }
}

/**
 * An entry an extension adds to the admin's left navigation: a label per interface locale
 * (`en` required), a path under /cmsadmin (the extension's admin part routes it to a screen),
 * an optional permission, an optional count beside it, submenu items.
 */
export interface AdminMenuItem {
  id: string;
  label: Localized;
  path: string;
  permission?: Permission;
  count?: AdminMenuCount;
  children?: readonly AdminMenuItem[];
}

/** Refuses, at start-up, paths outside the admin and ids used twice. */
export function checkAdminMenu(items: readonly AdminMenuItem[]): void {
  const ids = new Set<string>();
  const check = (item: AdminMenuItem) => {
    if (!/^\/cmsadmin\/[a-z0-9/_-]*$/.test(item.path)) throw new Error(`admin menu item ${item.id}: path must lie under /cmsadmin/`);
    if (ids.has(item.id)) throw new Error(`admin menu item ${item.id} is registered twice`);
    ids.add(item.id);
    item.children?.forEach(check);
  };
  items.forEach(check);
}
