/**
 * A subscriber's alert preferences, read and changed through the signed link in every alert and
 * digest mail (tokens.ts, purpose 'preferences'): no account, nothing stored but the HMAC's key.
 * Reading changes nothing, so a mail scanner that fetches the link does no harm; the page's
 * form posts the change.
 */
import { z } from 'zod';
import { defineOperation } from '@blokwerk/server/extension';
import type { Frequency, Subscriber } from './entities.js';
import { alertChoices, subscriberOf, tokenInput } from './operations.js';

/** The languages a subscriber's mails and links come in (mails.ts). */
export const MAIL_LOCALES = ['nl', 'en'] as const;

export interface PreferencesView {
  email: string;
  alerts: boolean;
  departments: string[];
  localities: string[];
  employmentTypes: string[];
  locale: string;
  frequency: Frequency;
}

const view = (s: Subscriber): PreferencesView => ({
  email: s.email,
  alerts: s.alerts,
  departments: s.departments,
  localities: s.localities,
  employmentTypes: s.employmentTypes,
  locale: s.locale.startsWith('en') ? 'en' : 'nl',
  frequency: s.frequency,
});

/** The preferences the link names (V_05 when the token is wrong or the subscription gone). */
export const readPreferences = defineOperation({
  name: 'newsletter.preferences',
  access: { public: true },
  kind: 'read',
  input: tokenInput,
  async run(ctx, input): Promise<PreferencesView> {
    return view(await subscriberOf(ctx, 'preferences', input));
  },
});

/** POST newsletter/preferences: the preferences page's form; replaces every choice it shows. */
export const updatePreferences = defineOperation({
  name: 'newsletter.update-preferences',
  access: { public: true },
  kind: 'write',
  input: tokenInput.extend({
    alerts: z.boolean(),
    ...alertChoices,
    locale: z.enum(MAIL_LOCALES),
  }),
  audit: { action: 'newsletter.update-preferences', target: (input) => ({ type: 'newsletter-subscriber', id: input.id }) },
  async run(ctx, input): Promise<PreferencesView> {
    const { id, token, ...preferences } = input;
    const subscriber = await subscriberOf(ctx, 'preferences', { id, token });
    Object.assign(subscriber, preferences);
    await ctx.em.flush();
    return view(subscriber);
  },
});
