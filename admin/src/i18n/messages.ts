import app from './messages/app/en.json';
import outage from './messages/outage/en.json';
import type { UiLocale } from './locales';

type Translations = Record<string, string>;
type Loader<Texts> = () => Promise<{ default: Texts }>;
type OtherLocale = Exclude<UiLocale, 'en'>;

/**
 * An interface text catalogue by id. The build hands each text over precompiled to react-intl's
 * message AST (admin/vite-plugins.ts); code only passes them to react-intl.
 */
export type Messages = Readonly<Record<string, string>>;

/**
 * One area of the interface's texts: a loader per locale. Every other locale's catalogue must
 * translate every id of the English one; tsc checks each import.
 */
function area<English extends Translations>(en: Loader<English>, others: Record<OtherLocale, Loader<Record<keyof English, string>>>) {
  return { en, ...others };
}

/** A catalogue already in the first chunk, as a loader. */
const ready =
  <Texts>(texts: Texts) =>
  () =>
    Promise.resolve({ default: texts });

// Catalogues are split by area of the admin so each part of the screen keeps its texts beside its peers'.
// The signed-out screens (login, passwords, errors, the outage banner) need only these; their
// English ships with the first chunk.
const signedOutAreas = [
  area(ready(app), { nl: () => import('./messages/app/nl.json'), de: () => import('./messages/app/de.json'), fr: () => import('./messages/app/fr.json') }),
  area(ready(outage), {
    nl: () => import('./messages/outage/nl.json'),
    de: () => import('./messages/outage/de.json'),
    fr: () => import('./messages/outage/fr.json'),
  }),
] as const;

// The signed-in screens' areas load with the signed-in shell (completeMessages in messageStore.ts).
const signedInAreas = [
  area(() => import('./messages/page-lists/en.json'), {
    nl: () => import('./messages/page-lists/nl.json'),
    de: () => import('./messages/page-lists/de.json'),
    fr: () => import('./messages/page-lists/fr.json'),
  }),
  area(() => import('./messages/editor/en.json'), {
    nl: () => import('./messages/editor/nl.json'),
    de: () => import('./messages/editor/de.json'),
    fr: () => import('./messages/editor/fr.json'),
  }),
  area(() => import('./messages/unknown-block/en.json'), {
    nl: () => import('./messages/unknown-block/nl.json'),
    de: () => import('./messages/unknown-block/de.json'),
    fr: () => import('./messages/unknown-block/fr.json'),
  }),
  area(() => import('./messages/content-migrations/en.json'), {
    nl: () => import('./messages/content-migrations/nl.json'),
    de: () => import('./messages/content-migrations/de.json'),
    fr: () => import('./messages/content-migrations/fr.json'),
  }),
  area(() => import('./messages/rich-text/en.json'), {
    nl: () => import('./messages/rich-text/nl.json'),
    de: () => import('./messages/rich-text/de.json'),
    fr: () => import('./messages/rich-text/fr.json'),
  }),
  area(() => import('./messages/history/en.json'), {
    nl: () => import('./messages/history/nl.json'),
    de: () => import('./messages/history/de.json'),
    fr: () => import('./messages/history/fr.json'),
  }),
  area(() => import('./messages/preview/en.json'), {
    nl: () => import('./messages/preview/nl.json'),
    de: () => import('./messages/preview/de.json'),
    fr: () => import('./messages/preview/fr.json'),
  }),
  area(() => import('./messages/media/en.json'), {
    nl: () => import('./messages/media/nl.json'),
    de: () => import('./messages/media/de.json'),
    fr: () => import('./messages/media/fr.json'),
  }),
  area(() => import('./messages/media-lifecycle/en.json'), {
    nl: () => import('./messages/media-lifecycle/nl.json'),
    de: () => import('./messages/media-lifecycle/de.json'),
    fr: () => import('./messages/media-lifecycle/fr.json'),
  }),
  area(() => import('./messages/menu/en.json'), {
    nl: () => import('./messages/menu/nl.json'),
    de: () => import('./messages/menu/de.json'),
    fr: () => import('./messages/menu/fr.json'),
  }),
  area(() => import('./messages/search/en.json'), {
    nl: () => import('./messages/search/nl.json'),
    de: () => import('./messages/search/de.json'),
    fr: () => import('./messages/search/fr.json'),
  }),
  area(() => import('./messages/site-settings/en.json'), {
    nl: () => import('./messages/site-settings/nl.json'),
    de: () => import('./messages/site-settings/de.json'),
    fr: () => import('./messages/site-settings/fr.json'),
  }),
  area(() => import('./messages/autosave/en.json'), {
    nl: () => import('./messages/autosave/nl.json'),
    de: () => import('./messages/autosave/de.json'),
    fr: () => import('./messages/autosave/fr.json'),
  }),
  area(() => import('./messages/translations/en.json'), {
    nl: () => import('./messages/translations/nl.json'),
    de: () => import('./messages/translations/de.json'),
    fr: () => import('./messages/translations/fr.json'),
  }),
  area(() => import('./messages/releases/en.json'), {
    nl: () => import('./messages/releases/nl.json'),
    de: () => import('./messages/releases/de.json'),
    fr: () => import('./messages/releases/fr.json'),
  }),
  area(() => import('./messages/checks/en.json'), {
    nl: () => import('./messages/checks/nl.json'),
    de: () => import('./messages/checks/de.json'),
    fr: () => import('./messages/checks/fr.json'),
  }),
  area(() => import('./messages/presence/en.json'), {
    nl: () => import('./messages/presence/nl.json'),
    de: () => import('./messages/presence/de.json'),
    fr: () => import('./messages/presence/fr.json'),
  }),
  area(() => import('./messages/tags/en.json'), {
    nl: () => import('./messages/tags/nl.json'),
    de: () => import('./messages/tags/de.json'),
    fr: () => import('./messages/tags/fr.json'),
  }),
  area(() => import('./messages/webhooks/en.json'), {
    nl: () => import('./messages/webhooks/nl.json'),
    de: () => import('./messages/webhooks/de.json'),
    fr: () => import('./messages/webhooks/fr.json'),
  }),
  area(() => import('./messages/access-tokens/en.json'), {
    nl: () => import('./messages/access-tokens/nl.json'),
    de: () => import('./messages/access-tokens/de.json'),
    fr: () => import('./messages/access-tokens/fr.json'),
  }),
] as const;

type IdsOf<Area> = Area extends { en: Loader<infer English> } ? keyof English : never;

export type MessageId = IdsOf<(typeof signedOutAreas)[number] | (typeof signedInAreas)[number]>;

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

/** Which texts: the signed-out screens' only, or every area's. */
export type MessageScope = 'signedOut' | 'all';

/** The signed-out screens' English texts, shown until a catalogue is in. */
export const fallbackMessages: Messages = { ...app, ...outage };

/**
 * The extensions' texts (their ids are theirs to type: see extensions/useText.ts), with the
 * signed-in screens only: the signed-out ones show none, and the first load carries none.
 */
async function loadExtensionTexts(locale: UiLocale): Promise<Messages> {
  const { extensionEnglish, loadExtensionMessages } = await import('./extensionMessages');
  // A missing entry in another locale still shows the English text.
  return locale === 'en' ? extensionEnglish : { ...extensionEnglish, ...(await loadExtensionMessages(locale)) };
}

/** The locale's catalogue of `scope`, over the English signed-out texts. */
export async function loadMessages(locale: UiLocale, scope: MessageScope): Promise<Messages> {
  const areas = scope === 'all' ? [...signedOutAreas, ...signedInAreas] : signedOutAreas;
  // Another locale translates every id of core's areas (area() checks it).
  const parts = areas.map(async (part) => (await (locale === 'en' ? part.en() : part[locale]())).default);
  const extensionTexts = scope === 'all' ? [loadExtensionTexts(locale)] : [];
  return Object.assign({ ...fallbackMessages }, ...(await Promise.all([...extensionTexts, ...parts])));
}

/** Whether the loaded catalogue has `id` (an error code's or a permission's text may be missing). */
export function isMessageId(messages: object, id: string): id is MessageId {
  return Object.hasOwn(messages, id);
}
