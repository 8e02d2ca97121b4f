import { z } from 'zod';
import { named } from '../../operations/contract.js';

/** The site-wide locale settings as every reader gets them: the one declaration GraphQL's `Settings` comes from. */
export const settingsView = named(
  'Settings',
  z
    .object({
      availableLocales: z.array(z.string()).describe('Locales pages may be written in (language part only).'),
      defaultLocale: z.string().describe('The locale served without a path prefix.'),
      customSlugLocales: z.array(z.string()).describe('Locales whose translations carry their own slug.'),
    })
    .describe('Site-wide locale settings.'),
);

export type SettingsView = z.output<typeof settingsView>;
