import type { Permission } from '../operations/permissions.js';

/**
 * An entry an extension adds to the admin's left navigation: a label per interface locale
 * (`en` required), a path under /cmsadmin (the extension's admin part routes it to a screen),
 * an optional permission, submenu items.
 */
export interface AdminMenuItem {
  id: string;
  label: { en: string } & Partial<Record<string, string>>;
  path: string;
  permission?: Permission;
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
