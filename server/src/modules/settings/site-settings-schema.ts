import { z } from 'zod';
import { recordId } from '../../operations/fields.js';
import { AA_CONTRAST, contrastRatio, HEX_COLOUR } from './contrast.js';

/** The curated font pairs (heading + body); the site maps each to system-font stacks, nothing is fetched. */
export const FONT_PAIRS = ['system', 'humanist', 'serif', 'classic', 'rounded'] as const;
export type FontPair = (typeof FONT_PAIRS)[number];

/** Networks the site has an icon for, with their own names (brands: not translated). */
export const SOCIAL_NETWORK_NAMES = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
  mastodon: 'Mastodon',
  github: 'GitHub',
  tiktok: 'TikTok',
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORK_NAMES;
const SOCIAL_NETWORKS = Object.keys(SOCIAL_NETWORK_NAMES) as [SocialNetwork, ...SocialNetwork[]];

/**
 * Colour pairs that must meet WCAG AA, as [background, foreground]: text on the page, button
 * text on primary, footer text on accent, and links (primary) on the page.
 */
export const COLOUR_PAIRS = [
  ['primary', 'primaryText'],
  ['accent', 'accentText'],
  ['background', 'text'],
  ['background', 'primary'],
] as const;

const locale = z.string().trim().min(1).max(16);
const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);

const localized = (max: number) => z.array(z.object({ locale, value: z.string().trim().max(max) })).max(50);

const colour = z
  .string()
  .trim()
  .regex(HEX_COLOUR)
  .transform((value) => value.toLowerCase());
const colours = z
  .object({ primary: colour, primaryText: colour, accent: colour, accentText: colour, background: colour, text: colour })
  .superRefine((value, issues) => {
    for (const [background, text] of COLOUR_PAIRS) {
      if (contrastRatio(value[background], value[text]) < AA_CONTRAST) {
        // V_19: the pair fails WCAG AA; named by its foreground, the one the admin asks to change.
        issues.addIssue({ code: 'custom', path: [text], params: { code: 'V_19' }, message: 'contrast' });
      }
    }
  });

const footerLink = z
  .object({
    locale,
    label: z.string().trim().min(1).max(100),
    pageId: recordId.nullish().transform((id) => id ?? null),
    url: httpUrl.nullish().transform((url) => url ?? null),
  })
  .refine((link) => (link.pageId === null) !== (link.url === null), { message: 'page or url', path: ['url'] });

/** No control character (a line break would start another mail header). */
const headerSafe = (value: string) => ![...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** Who every mail comes from: a name and an address (null: BLOKWERK_MAIL_FROM). */
export const mailSender = z.object({
  name: z.string().trim().min(1).max(100).refine(headerSafe),
  address: z.email().max(254).refine(headerSafe),
});

/**
 * The site settings document, as stored (settings.site) and as updated: every part may be left
 * out, and then the old convention applies (the built-in name, the root slug, slug 404, …).
 */
export const siteSettingsInput = z.object({
  siteName: localized(100).default([]),
  logoId: recordId.nullish().default(null),
  faviconId: recordId.nullish().default(null),
  shareImageId: recordId.nullish().default(null),
  footerText: localized(500).default([]),
  footerLinks: z.array(footerLink).max(60).default([]),
  social: z
    .array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: httpUrl }))
    .max(20)
    .default([]),
  colours: colours.nullish().default(null),
  fontPair: z.enum(FONT_PAIRS).default('system'),
  homePages: z
    .array(z.object({ locale, pageId: recordId }))
    .max(50)
    .default([]),
  notFoundPages: z
    .array(z.object({ locale, pageId: recordId }))
    .max(50)
    .default([]),
  mailSender: mailSender.nullish().default(null),
});

export type SiteSettingsDocument = z.output<typeof siteSettingsInput>;
export type SiteColours = NonNullable<SiteSettingsDocument['colours']>;
export type MailSender = NonNullable<SiteSettingsDocument['mailSender']>;

/** The images the settings choose, by field. */
export const IMAGE_FIELDS = ['logoId', 'faviconId', 'shareImageId'] as const;

/** The ids of the chosen images. */
export function chosenImageIds(doc: Pick<SiteSettingsDocument, (typeof IMAGE_FIELDS)[number]>): number[] {
  return IMAGE_FIELDS.flatMap((field) => doc[field] ?? []);
}

/** The stored document; a row written before a part existed reads with its default. */
export function storedSiteSettings(value: unknown): SiteSettingsDocument {
  const parsed = siteSettingsInput.safeParse(value ?? {});
  return parsed.success ? parsed.data : siteSettingsInput.parse({});
}
