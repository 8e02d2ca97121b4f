import { z } from 'zod';
import { defineOperation } from '../../operations/define.js';
import type { Actor } from '../../operations/actor.js';
import type { AdminMenuItem } from '../../extensions/admin-menu-item.js';

export interface AdminMenuItemView {
  id: string;
  label: string;
  path: string;
  permission: string | null;
  children: AdminMenuItemView[];
}

function visible(items: readonly AdminMenuItem[], actor: Actor, locale: string): AdminMenuItemView[] {
  return items
    .filter((item) => !item.permission || (actor.kind === 'user' && actor.permissions.has(item.permission)))
    .map((item) => ({
      id: item.id,
      label: item.label[locale] ?? item.label.en,
      path: item.path,
      permission: item.permission ?? null,
      children: visible(item.children ?? [], actor, locale),
    }));
}

/** The extensions' navigation entries the caller may use, labelled in their interface locale. */
export const listAdminMenu = defineOperation({
  name: 'adminMenu.list',
  access: { signedIn: true },
  kind: 'read',
  input: z.object({ locale: z.string().trim().max(16).default('en').transform((l) => l.split(/[-_]/)[0]?.toLowerCase() ?? 'en') }),
  async run(ctx, input): Promise<AdminMenuItemView[]> {
    return visible(ctx.services.platform.adminMenu, ctx.actor, input.locale);
  },
});
