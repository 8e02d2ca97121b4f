import { completeMessages } from '../i18n/messageStore';

/**
 * The signed-in shell's chunk (signedInShell.ts) with every area's texts (the first chunk has
 * only the signed-out screens'), for its routes and for the prefetch below.
 */
export const loadSignedInShell = async () => (await Promise.all([import('./signedInShell'), completeMessages()]))[0];

// A failed prefetch is no error: the route loads (and reports) it again when it is opened.
const prefetch = () => void loadSignedInShell().catch(() => undefined);

/**
 * Fetches the shell once the browser is idle after the login screen painted, so the page overview
 * after the login opens without waiting for its code. Answers the cancel.
 */
export function prefetchSignedInShell(): () => void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(prefetch, 200);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(prefetch);
  return () => window.cancelIdleCallback(handle);
}
