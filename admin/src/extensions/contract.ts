import type { ComponentType } from 'react';
import type { UiLocale } from '../i18n/locales';

type Texts = Readonly<Record<string, string>>;

/** A screen an extension adds to the admin, at the path of its server part's menu entry. */
export interface AdminScreen {
  /** Under /cmsadmin, as the menu entry names it; react-router parameters (`:id`) allowed. */
  path: string;
  /** Holding any one opens the screen; a "not allowed" screen otherwise. None: any signed-in user. */
  permissions?: readonly string[];
  /** Loaded when first opened: its own chunk. */
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * The admin part of an extension: the default export of its `exports["./admin"]` file
 * (docs/extensions.md, "Admin"). Its screens import core's admin code as `@blokwerk/admin/extension`.
 */
export interface AdminExtension {
  name: string;
  screens?: readonly AdminScreen[];
  /**
   * Its texts, ids prefixed with its name (`events.title`), and `permission.<name>` labels for its
   * permissions in the roles screen. English ships with the first chunk; the others load when chosen.
   */
  messages?: { en: Texts } & Record<Exclude<UiLocale, 'en'>, () => Promise<{ default: Texts }>>;
}

export function defineAdminExtension(extension: AdminExtension): AdminExtension {
  return extension;
}
