import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { emitContentEvent } from '../../events/content-events.js';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { Settings, SETTINGS_ID } from './entities.js';
import { named } from '../../operations/contract.js';
import { cachedSettings } from './settings-cache.js';
import { settingsView, type SettingsView } from './views.js';
import { tag } from '../../cdn/tags.js';

export type { SettingsView } from './views.js';

/** Locale codes are trimmed to their language part: `nl-NL` → `nl`. */
export function languagePart(locale: string): string {
  return locale.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
}

export const getSettings = defineOperation({
  name: 'settings.get',
  access: { public: true },
  kind: 'read',
  tags: () => [tag.settings],
  input: z.object({}),
  output: settingsView,
  async run(ctx): Promise<SettingsView> {
    // A copy: callers must not change the cached answer.
    const settings = await cachedSettings(ctx);
    return { ...settings, availableLocales: [...settings.availableLocales], customSlugLocales: [...settings.customSlugLocales] };
  },
});

const localeList = z.array(z.string().trim().min(1).max(16)).max(50);

function normalizedLocales(locales: readonly string[]): string[] {
  return [...new Set(locales.map(languagePart).filter(Boolean))];
}

export const updateSettings = defineOperation({
  name: 'settings.update',
  access: { permission: 'manage-settings' },
  kind: 'write',
  input: named(
    'SettingsInput',
    z.object({
      availableLocales: localeList.min(1),
      defaultLocale: z.string().trim().min(1).max(16),
      customSlugLocales: localeList,
    }),
  ),
  output: settingsView,
  async run(ctx, input): Promise<SettingsView> {
    const availableLocales = normalizedLocales(input.availableLocales);
    const defaultLocale = languagePart(input.defaultLocale);
    const customSlugLocales = normalizedLocales(input.customSlugLocales);
    if (!availableLocales.includes(defaultLocale)) throw new DomainError('V_12', 'defaultLocale');
    if (customSlugLocales.some((l) => !availableLocales.includes(l))) throw new DomainError('V_12', 'customSlugLocales');
    const settings = await ctx.em.findOneOrFail(Settings, SETTINGS_ID);
    ctx.em.assign(settings, { availableLocales, defaultLocale, customSlugLocales });
    await emitContentEvent(ctx, { type: 'settings.updated', pageId: null });
    return { availableLocales, defaultLocale, customSlugLocales };
  },
});

/** A locale as pages use it: trimmed to its language part and one of the available ones (V_12). */
export async function availableLocale(em: OperationContext['em'], locale: string, property = 'locale'): Promise<string> {
  const settings = await em.findOne(Settings, SETTINGS_ID);
  const language = languagePart(locale);
  if (!settings?.availableLocales.includes(language)) throw new DomainError('V_12', property);
  return language;
}

/** availableLocale for public reads, from the cached settings. */
export async function readableLocale(ctx: Pick<OperationContext, 'em' | 'services'>, locale: string | undefined): Promise<string> {
  const settings = await cachedSettings(ctx);
  if (locale === undefined) return settings.defaultLocale;
  const language = languagePart(locale);
  if (!settings.availableLocales.includes(language)) throw new DomainError('V_12', 'locale');
  return language;
}

export async function defaultLocaleOf(em: OperationContext['em']): Promise<string> {
  return (await em.findOneOrFail(Settings, SETTINGS_ID)).defaultLocale;
}
