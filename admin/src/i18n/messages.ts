import app from './messages/app/en.json';
import editor from './messages/editor/en.json';
import history from './messages/history/en.json';
import media from './messages/media/en.json';
import menu from './messages/menu/en.json';
import pageLists from './messages/page-lists/en.json';
import preview from './messages/preview/en.json';
import richText from './messages/rich-text/en.json';
import search from './messages/search/en.json';
import siteSettings from './messages/site-settings/en.json';
import autosave from './messages/autosave/en.json';
import translations from './messages/translations/en.json';
import releases from './messages/releases/en.json';
import checks from './messages/checks/en.json';
import presence from './messages/presence/en.json';
import outage from './messages/outage/en.json';
import { extensionEnglish, loadExtensionMessages } from '../extensions/messages';
import type { UiLocale } from './locales';

type Translations = Record<string, string>;
type OtherLocale = Exclude<UiLocale, 'en'>;

/**
 * One area of the interface's texts: the English catalogue and a loader per other locale.
 * A loader's catalogue must translate every id of the English one; tsc checks each import.
 */
function area<English extends Translations>(english: English, others: Record<OtherLocale, () => Promise<{ default: Record<keyof English, string> }>>) {
  return { english, others };
}

// Catalogues are split by area of the admin so each part of the screen keeps its texts beside its peers'.
const areas = [
  area(app, { nl: () => import('./messages/app/nl.json'), de: () => import('./messages/app/de.json'), fr: () => import('./messages/app/fr.json') }),
  area(pageLists, { nl: () => import('./messages/page-lists/nl.json'), de: () => import('./messages/page-lists/de.json'), fr: () => import('./messages/page-lists/fr.json') }),
  area(editor, { nl: () => import('./messages/editor/nl.json'), de: () => import('./messages/editor/de.json'), fr: () => import('./messages/editor/fr.json') }),
  area(richText, { nl: () => import('./messages/rich-text/nl.json'), de: () => import('./messages/rich-text/de.json'), fr: () => import('./messages/rich-text/fr.json') }),
  area(history, { nl: () => import('./messages/history/nl.json'), de: () => import('./messages/history/de.json'), fr: () => import('./messages/history/fr.json') }),
  area(preview, { nl: () => import('./messages/preview/nl.json'), de: () => import('./messages/preview/de.json'), fr: () => import('./messages/preview/fr.json') }),
  area(media, { nl: () => import('./messages/media/nl.json'), de: () => import('./messages/media/de.json'), fr: () => import('./messages/media/fr.json') }),
  area(menu, { nl: () => import('./messages/menu/nl.json'), de: () => import('./messages/menu/de.json'), fr: () => import('./messages/menu/fr.json') }),
  area(search, { nl: () => import('./messages/search/nl.json'), de: () => import('./messages/search/de.json'), fr: () => import('./messages/search/fr.json') }),
  area(siteSettings, { nl: () => import('./messages/site-settings/nl.json'), de: () => import('./messages/site-settings/de.json'), fr: () => import('./messages/site-settings/fr.json') }),
  area(autosave, { nl: () => import('./messages/autosave/nl.json'), de: () => import('./messages/autosave/de.json'), fr: () => import('./messages/autosave/fr.json') }),
  area(translations, { nl: () => import('./messages/translations/nl.json'), de: () => import('./messages/translations/de.json'), fr: () => import('./messages/translations/fr.json') }),
  area(releases, { nl: () => import('./messages/releases/nl.json'), de: () => import('./messages/releases/de.json'), fr: () => import('./messages/releases/fr.json') }),
  area(checks, { nl: () => import('./messages/checks/nl.json'), de: () => import('./messages/checks/de.json'), fr: () => import('./messages/checks/fr.json') }),
  area(presence, { nl: () => import('./messages/presence/nl.json'), de: () => import('./messages/presence/de.json'), fr: () => import('./messages/presence/fr.json') }),
  area(outage, { nl: () => import('./messages/outage/nl.json'), de: () => import('./messages/outage/de.json'), fr: () => import('./messages/outage/fr.json') }),
];

const english = { ...app, ...pageLists, ...editor, ...richText, ...history, ...preview, ...media, ...menu, ...search, ...siteSettings, ...autosave, ...translations, ...releases, ...checks, ...presence, ...outage };

export type MessageId = keyof typeof english;

/** Every id with its text in one locale. */
export type Catalogue = Record<MessageId, string>;

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

/** Core's English texts and the extensions' (whose ids are theirs to type: see extensions/useText.ts). */
export const fallbackMessages: Catalogue = { ...extensionEnglish, ...english };

/** The locale's catalogue over the English one, so a missing entry still shows text. English ships with the first chunk; the others load only when chosen. */
export async function loadMessages(locale: UiLocale): Promise<Catalogue> {
  if (locale === 'en') return fallbackMessages;
  const [extensions, ...parts] = await Promise.all([loadExtensionMessages(locale), ...areas.map((part) => part.others[locale]())]);
  return Object.assign({ ...fallbackMessages }, extensions, ...parts.map((part) => part.default));
}

export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(fallbackMessages, id);
}
