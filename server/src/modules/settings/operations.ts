import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { defineOperation } from '../../operations/define.js';
import { Settings, SETTINGS_ID } from './entities.js';

export interface SettingsView {
  availableLocales: string[];
  defaultLocale: string;
  customSlugLocales: string[];
}

/** Locale codes are trimmed to their language part (SPEC.md §9): `nl-NL` → `nl`. */
export function languagePart(locale: string): string {
  return locale.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
}

export const getSettings = defineOperation({
  name: 'settings.get',
  access: { public: true },
  kind: 'read',
  input: z.object({}),
  async run(ctx): Promise<SettingsView> {
    const settings = await ctx.em.findOne(Settings, SETTINGS_ID);
    if (!settings) throw new DomainError('G_01');
    return {
      availableLocales: settings.availableLocales,
      defaultLocale: settings.defaultLocale,
      customSlugLocales: settings.customSlugLocales,
    };
  },
});
