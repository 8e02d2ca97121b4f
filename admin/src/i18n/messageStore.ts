import { storeUiLocale, type UiLocale } from './locales';
import { fallbackMessages, loadMessages, type Messages } from './messages';

/** The interface language and its texts; `complete` once every area's texts are in, not just the signed-out screens'. */
export interface LoadedMessages {
  locale: UiLocale;
  messages: Messages;
  complete: boolean;
}

/**
 * The texts react-intl shows (LocaleProvider subscribes). A module, not React state, because the
 * signed-in shell's loader (app/loadSignedInShell.ts) completes them before its screens render.
 */
let loaded: LoadedMessages = { locale: 'en', messages: fallbackMessages, complete: false };
const listeners = new Set<() => void>();
let wantAll = false;
let latestLocale: UiLocale = 'en';
let latestRequest = 0;

export const currentMessages = (): LoadedMessages => loaded;

export function subscribeToMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads `locale`'s texts; a later request wins over a slower earlier one. */
async function load(locale: UiLocale): Promise<void> {
  const request = ++latestRequest;
  const complete = wantAll;
  const messages = await loadMessages(locale, complete ? 'all' : 'signedOut');
  if (request !== latestRequest) return;
  loaded = { locale, messages, complete };
  for (const listener of listeners) listener();
}

/** The first texts, before the first render: the signed-out screens' in `locale`, else English. */
export async function startMessages(locale: UiLocale): Promise<void> {
  latestLocale = locale;
  try {
    await load(locale);
  } catch (error) {
    console.error('Could not load the interface language, using English', error);
    latestLocale = 'en';
  }
}

/** Switches the interface language (and remembers the choice); the old texts stay until the new ones are in. */
export async function switchLocale(locale: UiLocale): Promise<void> {
  latestLocale = locale;
  storeUiLocale(locale);
  await load(locale);
}

let completing: Promise<void> | undefined;

/** Every area's texts from now on, for the signed-in screens; resolves once they show. */
export function completeMessages(): Promise<void> {
  wantAll = true;
  // One load at a time (the prefetch and the route both ask); a language switch meanwhile
  // supersedes it, so load again until the latest choice is complete.
  completing ??= (async () => {
    while (!(loaded.complete && loaded.locale === latestLocale)) await load(latestLocale);
  })().finally(() => {
    completing = undefined;
  });
  return completing;
}
