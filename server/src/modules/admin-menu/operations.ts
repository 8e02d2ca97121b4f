import { z } from 'zod';
import { defineOperation } from '../../operations/define.js';
import type { Actor } from '../../operations/actor.js';
import type { AdminMenuItem } from './menu-item.js';
import { adminMenuCountView, adminMenuItemView, type AdminMenuCountView, type AdminMenuItemView } from './views.js';

/** The entries (and submenu entries) the actor may use. */
function shown(items: readonly AdminMenuItem[], actor: Actor): AdminMenuItem[] {
  return items
    .filter((item) => !item.permission || (actor.kind === 'user' && actor.permissions.has(item.permission)))
    .map((item) => ({ ...item, children: shown(item.children ?? [], actor) }));
}

const inLocale = (text: AdminMenuItem['label'], locale: string) => text[locale] ?? text.en;

function view(item: AdminMenuItem, locale: string): AdminMenuItemView {
  return {
    id: item.id,
    label: inLocale(item.label, locale),
    path: item.path,
    permission: item.permission ?? null,
    children: (item.children ?? []).map((child) => view(child, locale)),
  };
}

// Left out or null: English. GraphQL shows the argument as a nullable String.
const localeInput = z.object({
  locale: z
    .string()
    .trim()
    .max(16)
    .nullish()
    .transform((l) => (l ?? 'en').split(/[-_]/)[0]?.toLowerCase() ?? 'en'),
});

/** The extensions' navigation entries the caller may use, labelled in their interface locale. */
export const listAdminMenu = defineOperation({
  name: 'adminMenu.list',
  access: { signedIn: true },
  kind: 'read',
  input: localeInput,
  output: z.array(adminMenuItemView),
  async run(ctx, input): Promise<AdminMenuItemView[]> {
    return shown(ctx.services.platform.adminMenu, ctx.actor).map((item) => view(item, input.locale));
  },
});

/**
 * The counts of the entries the caller may use that declare one (AdminMenuItem.count): asked
 * apart from the entries, since they change while the entries do not.
 */
export const listAdminMenuCounts = defineOperation({
  name: 'adminMenu.counts',
  access: { signedIn: true },
  kind: 'read',
  input: localeInput,
  output: z.array(adminMenuCountView),
  async run(ctx, input): Promise<AdminMenuCountView[]> {
    const flat = (items: readonly AdminMenuItem[]): AdminMenuItem[] => items.flatMap((item) => [item, ...flat(item.children ?? [])]);
    const counted = flat(shown(ctx.services.platform.adminMenu, ctx.actor)).flatMap((item) => (item.count ? [{ id: item.id, count: item.count }] : []));
    return Promise.all(
      counted.map(async ({ id, count }) => {
        const n = await count.of(ctx);
        return { id, count: n, label: inLocale(count.label, input.locale).replace('{count}', String(n)) };
      }),
    );
  },
});
