import en from './messages/en.json';
import type { UiLocale } from './locales';

export type MessageId = keyof typeof en;

/** A catalogue must translate every id of the English one; tsc checks each import below. */
export type Catalogue = Record<MessageId, string>;

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

export const fallbackMessages: Catalogue = en;

// English ships with the first chunk; the others load only when chosen.
const loaders: Record<UiLocale, () => Promise<{ default: Catalogue }>> = {
  en: () => Promise.resolve({ default: en }),
  nl: () => import('./messages/nl.json'),
  de: () => import('./messages/de.json'),
  fr: () => import('./messages/fr.json'),
};

/** The locale's catalogue over the English one, so a missing entry still shows text. */
export async function loadMessages(locale: UiLocale): Promise<Catalogue> {
  const { default: messages } = await loaders[locale]();
  return { ...fallbackMessages, ...messages };
}

export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(fallbackMessages, id);
}
