import type { Permission } from '../../operations/permissions.js';

/**
 * An entry the host application adds to the admin's left navigation (SPEC.md §2): a label per
 * interface locale (`en` required), a path under /cmsadmin, an optional permission, submenu items.
 */
export interface AdminMenuItem {
  id: string;
  label: { en: string } & Partial<Record<string, string>>;
  path: string;
  permission?: Permission;
  children?: AdminMenuItem[];
}

const items: AdminMenuItem[] = [];

function check(item: AdminMenuItem): void {
  if (!/^\/cmsadmin\/[a-z0-9/_-]*$/.test(item.path)) throw new Error(`admin menu item ${item.id}: path must lie under /cmsadmin/`);
  item.children?.forEach(check);
}

/** Called by the host application at start-up, before the server serves requests. */
export function registerAdminMenuItem(item: AdminMenuItem): void {
  check(item);
  if (items.some((existing) => existing.id === item.id)) throw new Error(`admin menu item ${item.id} is registered twice`);
  items.push(item);
}

export function registeredAdminMenuItems(): readonly AdminMenuItem[] {
  return items;
}
