import extensions from 'virtual:blokwerk/admin-extensions';
import type { UiLocale } from './locales';

type Texts = Readonly<Record<string, string>>;

/** The extensions' English texts, merged over core's (an extension's ids carry its name, so none collide). */
export const extensionEnglish: Texts = Object.assign({}, ...extensions.map((e) => e.messages?.en ?? {}));

/** The extensions' texts in `locale`, loaded on demand. */
export async function loadExtensionMessages(locale: Exclude<UiLocale, 'en'>): Promise<Texts> {
  const parts = await Promise.all(extensions.map((e) => e.messages?.[locale]().then((m) => m.default) ?? {}));
  return Object.assign({}, ...parts);
}
