import { defineEntity, p } from '@mikro-orm/core';
import type { MenuTarget } from './target.js';

/** One item of a locale's navigation tree; siblings are ordered by position (0, 1, …). */
export const MenuItemSchema = defineEntity({
  name: 'MenuItem',
  tableName: 'menu_item',
  properties: {
    id: p.integer().primary(),
    locale: p.string().length(16),
    parent: () => p.manyToOne(MenuItem).nullable().ref().deleteRule('cascade'),
    position: p.integer(),
    label: p.string().length(200),
    target: p.json<MenuTarget>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});

export class MenuItem extends MenuItemSchema.class {}
MenuItemSchema.setClass(MenuItem);
