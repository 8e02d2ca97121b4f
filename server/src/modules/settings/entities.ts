import { defineEntity, p } from '@mikro-orm/core';

/** The site-wide settings: one row (id 1), seeded by the first migration with nl and en. */
export const SettingsSchema = defineEntity({
  name: 'Settings',
  tableName: 'settings',
  properties: {
    id: p.integer().primary(),
    availableLocales: p.array(),
    defaultLocale: p.string().length(16),
    customSlugLocales: p.array(),
    /** Ids of the content checks whose problems block publication (modules/checks). */
    blockingChecks: p.array().default([]),
    /** Identity, footer, appearance and the chosen home and 404 pages (site-settings-schema.ts). */
    site: p.json<Record<string, unknown>>().default('{}'),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Settings extends SettingsSchema.class {}
SettingsSchema.setClass(Settings);

export const SETTINGS_ID = 1;
