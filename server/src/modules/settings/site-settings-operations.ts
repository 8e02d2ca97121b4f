import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { emitContentEvent } from '../../events/content-events.js';
import { defineOperation } from '../../operations/define.js';
import { Settings, SETTINGS_ID } from './entities.js';
import { readableLocale } from './operations.js';
import { siteIdentity, readSiteSettings, type SiteIdentityView } from './site-identity.js';
import { referenceErrors, shareChosenImages } from './site-settings-references.js';
import { siteSettingsInput, SOCIAL_NETWORK_NAMES, type SiteSettingsDocument } from './site-settings-schema.js';
import { tag } from '../../cdn/tags.js';

/** What the site shows in a locale (the default locale when none is named). */
export const getSiteIdentity = defineOperation({
  name: 'settings.site.get',
  access: { public: true },
  kind: 'read',
  tags: () => [tag.settings],
  input: z.object({ locale: z.string().trim().max(16).optional() }),
  async run(ctx, input): Promise<SiteIdentityView> {
    return siteIdentity(ctx, await readableLocale(ctx, input.locale));
  },
});

/** The networks social profiles may be on, with their own names. */
export const getSocialNetworks = defineOperation({
  name: 'settings.site.socialNetworks',
  access: { public: true },
  kind: 'read',
  input: z.object({}),
  async run(): Promise<{ id: string; name: string }[]> {
    return Object.entries(SOCIAL_NETWORK_NAMES).map(([id, name]) => ({ id, name }));
  },
});

/** The stored site settings, references as ids, for the settings screen. */
export const getSiteSettings = defineOperation({
  name: 'settings.site.getForEditing',
  access: { permission: 'manage-settings' },
  kind: 'read',
  input: z.object({}),
  async run(ctx): Promise<SiteSettingsDocument> {
    return (await readSiteSettings(ctx.em)).site;
  },
});

/**
 * Replaces the site settings as a whole. Every error is reported at once and nothing is
 * stored unless all is valid; the settings.updated event clears every cached page.
 */
export const updateSiteSettings = defineOperation({
  name: 'settings.site.update',
  access: { permission: 'manage-settings' },
  kind: 'write',
  input: siteSettingsInput,
  audit: { action: 'settings.site.update' },
  async run(ctx, input): Promise<SiteSettingsDocument> {
    const settings = await ctx.em.findOneOrFail(Settings, SETTINGS_ID);
    const errors = await referenceErrors(ctx.em, input, settings.availableLocales);
    if (errors.length) throw new DomainError(errors);
    await shareChosenImages(ctx.em, input);
    ctx.em.assign(settings, { site: input });
    await emitContentEvent(ctx, { type: 'settings.updated', pageId: null });
    return input;
  },
});
