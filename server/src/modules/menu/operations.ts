import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { emitContentEvent } from '../../events/content-events.js';
import { EventClearedCache, perEventStream } from '../../events/event-cleared-cache.js';
import { named } from '../../operations/contract.js';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { availableLocale, readableLocale } from '../settings/operations.js';
import { MenuItem } from './entities.js';
import { checkedRoute, menuTarget } from './target.js';
import { menuTree, visibleTree } from './tree.js';
import { menuChangeView, menuItemView, type MenuChange, type MenuItemView } from './views.js';
import { tag } from '../../cdn/tags.js';

const label = z.string().trim().min(1).max(200);
const position = z.number().int().min(0).max(10_000);
const auditTarget = (_input: unknown, output: MenuChange) => ({ type: 'menu-item', id: output.itemID });

/**
 * Serialises the writes to one locale's tree (two sessions moving items at once would
 * otherwise each check for cycles against a tree the other is changing), then reads it.
 */
async function lockedItems(em: EntityManager, locale: string): Promise<MenuItem[]> {
  await em.getConnection().execute('select pg_advisory_xact_lock(hashtext(?))', [`blokwerk:menu:${locale}`], 'run', em.getTransactionContext());
  return em.find(MenuItem, { locale }, { orderBy: { position: 'asc', id: 'asc' } });
}

/** The locale of an item, read before its tree is locked. */
async function localeOfItem(em: EntityManager, id: number): Promise<string> {
  const [row] = await em
    .getConnection()
    .execute<{ locale: string }[]>('select "locale" from "menu_item" where "id" = ?', [id], 'all', em.getTransactionContext());
  if (!row) throw new DomainError('V_07', 'id', 404);
  return row.locale;
}

function itemIn(items: readonly MenuItem[], id: number, property = 'id'): MenuItem {
  const item = items.find((i) => i.id === id);
  if (!item) throw new DomainError('V_07', property, 404);
  return item;
}

const parentIdOf = (item: MenuItem) => item.parent?.id ?? null;

function childrenOf(items: readonly MenuItem[], parentID: number | null): MenuItem[] {
  return items.filter((i) => parentIdOf(i) === parentID).toSorted((a, b) => a.position - b.position || a.id - b.id);
}

function renumber(siblings: readonly MenuItem[], parentID: number | null, em: EntityManager): void {
  siblings.forEach((item, index) => {
    if (item.position !== index || parentIdOf(item) !== parentID) {
      em.assign(item, { position: index, parent: parentID === null ? null : em.getReference(MenuItem, parentID), updatedAt: new Date() });
    }
  });
}

async function changed(ctx: OperationContext, locale: string, itemID: number): Promise<MenuChange> {
  await ctx.em.flush();
  // The site's page cache renders the menu on every page: it clears on any content event.
  await emitContentEvent(ctx, { type: 'menu.changed', pageId: null, locale });
  return { itemID, items: await menuTree(ctx.em, locale, ctx.services.platform.siteRoutes) };
}

/** The whole tree of a locale for the menu editor, with the targets' state. */
export const getMenu = defineOperation({
  name: 'menu.get',
  access: { permission: 'manage-menu' },
  kind: 'read',
  input: z.object({ locale: z.string() }),
  output: z.array(menuItemView),
  async run(ctx, input): Promise<MenuItemView[]> {
    return menuTree(ctx.em, await availableLocale(ctx.em, input.locale), ctx.services.platform.siteRoutes);
  },
});

/**
 * What visitors see of each locale's menu, remembered per process until the next content event
 * (a menu change, or a page going on- or offline or moving). Shared: never changed by a caller.
 */
const rememberedSiteMenus = perEventStream((events) => new EventClearedCache<MenuItemView[]>(events, { max: 100 }));

/** The tree visitors see: only items whose targets are online (the default locale without one). */
export const getSiteMenu = defineOperation({
  name: 'menu.site',
  access: { public: true },
  kind: 'read',
  // Without a locale, the default locale's menu: the settings name it.
  tags: (input, items: MenuItemView[]) => [
    input.locale ? tag.menu(input.locale) : tag.settings,
    ...items.flatMap((item) => (item.page ? [tag.page(item.page.id)] : [])),
  ],
  input: z.object({ locale: z.string().optional() }),
  output: z.array(menuItemView),
  async run(ctx, input): Promise<MenuItemView[]> {
    const locale = await readableLocale(ctx, input.locale);
    const menu = await rememberedSiteMenus(ctx.services.events).fetch(locale, async () =>
      visibleTree(await menuTree(ctx.em, locale, ctx.services.platform.siteRoutes)),
    );
    return menu ?? [];
  },
});

/** A new item under a parent (or at the top), at a position among its siblings (last without one). */
export const addMenuItem = defineOperation({
  name: 'menu.add',
  access: { permission: 'manage-menu' },
  kind: 'write',
  input: named(
    'AddMenuItemInput',
    z.object({
      locale: z.string(),
      parentID: recordId.nullish().describe('None: a top-level item.'),
      position: position.optional().describe('Among the new siblings; none: last.'),
      label,
      target: menuTarget,
    }),
  ),
  output: menuChangeView,
  audit: { action: 'menu.add', target: auditTarget },
  async run(ctx, input): Promise<MenuChange> {
    const locale = await availableLocale(ctx.em, input.locale);
    checkedRoute(ctx.services.platform.siteRoutes, locale, input.target);
    const items = await lockedItems(ctx.em, locale);
    const parentID = input.parentID ?? null;
    if (parentID !== null) itemIn(items, parentID, 'parentID');
    const siblings = childrenOf(items, parentID);
    const now = new Date();
    const item = ctx.em.create(MenuItem, {
      locale,
      parent: parentID === null ? null : ctx.em.getReference(MenuItem, parentID),
      position: siblings.length,
      label: input.label,
      target: input.target,
      createdAt: now,
      updatedAt: now,
    });
    siblings.splice(Math.min(input.position ?? siblings.length, siblings.length), 0, item);
    renumber(siblings, parentID, ctx.em);
    await ctx.em.persist(item).flush();
    return changed(ctx, locale, item.id);
  },
});

/** A new label and target for an item. */
export const editMenuItem = defineOperation({
  name: 'menu.edit',
  access: { permission: 'manage-menu' },
  kind: 'write',
  input: named('EditMenuItemInput', z.object({ id: recordId, label, target: menuTarget })),
  output: menuChangeView,
  audit: { action: 'menu.edit', target: auditTarget },
  async run(ctx, input): Promise<MenuChange> {
    const locale = await localeOfItem(ctx.em, input.id);
    checkedRoute(ctx.services.platform.siteRoutes, locale, input.target);
    const item = itemIn(await lockedItems(ctx.em, locale), input.id);
    ctx.em.assign(item, { label: input.label, target: input.target, updatedAt: new Date() });
    return changed(ctx, locale, item.id);
  },
});

/**
 * An item (with its children) under a new parent at a position among its new siblings, in one
 * transaction. A parent inside the item's own subtree would make a cycle: refused (V_07).
 */
export const moveMenuItem = defineOperation({
  name: 'menu.move',
  access: { permission: 'manage-menu' },
  kind: 'write',
  // In the order schema.graphql has always shown these arguments; no parentID: a top-level item.
  input: z.object({ position, parentID: recordId.nullable().default(null), id: recordId }),
  output: menuChangeView,
  audit: { action: 'menu.move', target: auditTarget },
  async run(ctx, input): Promise<MenuChange> {
    const locale = await localeOfItem(ctx.em, input.id);
    const items = await lockedItems(ctx.em, locale);
    const item = itemIn(items, input.id);
    for (let ancestor = input.parentID; ancestor !== null; ancestor = parentIdOf(itemIn(items, ancestor, 'parentID'))) {
      if (ancestor === item.id) throw new DomainError('V_07', 'parentID');
    }
    const oldParentID = parentIdOf(item);
    renumber(
      childrenOf(items, oldParentID).filter((i) => i !== item),
      oldParentID,
      ctx.em,
    );
    const siblings = childrenOf(items, input.parentID).filter((i) => i !== item);
    siblings.splice(Math.min(input.position, siblings.length), 0, item);
    renumber(siblings, input.parentID, ctx.em);
    return changed(ctx, locale, item.id);
  },
});

/** An item with its children, or without: they then take its place among its siblings. */
export const deleteMenuItem = defineOperation({
  name: 'menu.delete',
  access: { permission: 'manage-menu' },
  kind: 'write',
  input: z.object({ withChildren: z.boolean(), id: recordId }),
  output: menuChangeView,
  audit: { action: 'menu.delete', target: auditTarget },
  async run(ctx, input): Promise<MenuChange> {
    const locale = await localeOfItem(ctx.em, input.id);
    const items = await lockedItems(ctx.em, locale);
    const item = itemIn(items, input.id);
    const parentID = parentIdOf(item);
    if (!input.withChildren) {
      const siblings = childrenOf(items, parentID).flatMap((i) => (i === item ? childrenOf(items, item.id) : [i]));
      renumber(siblings, parentID, ctx.em);
      await ctx.em.flush();
    }
    // The children that stayed under it go with it (on delete cascade).
    ctx.em.remove(item);
    renumber(
      childrenOf(items, parentID).filter((i) => i !== item),
      parentID,
      ctx.em,
    );
    return changed(ctx, locale, item.id);
  },
});
