import { completeMessages } from '../i18n/messageStore';

/**
 * The signed-in shell (signedInShell.ts) with every area's texts (the first chunk has only the
 * signed-out screens'): what signing out tidies up comes from it.
 */
export const loadSignedInShell = async () => (await Promise.all([import('./signedInShell'), completeMessages()]))[0];

type SignedInAppModule = typeof import('./SignedInApp');
let signedInApp: SignedInAppModule | undefined;

/** The router with the signed-in routes and the shell (SignedInApp.tsx), with every area's texts. */
export async function loadSignedInApp(): Promise<SignedInAppModule> {
  signedInApp ??= (await Promise.all([import('./SignedInApp'), completeMessages()]))[0];
  return signedInApp;
}

/** SignedInApp.tsx once loadSignedInApp has it (the login screen prefetches it): rendered without suspending. */
export const loadedSignedInApp = (): SignedInAppModule | undefined => signedInApp;

// A failed prefetch is no error: the app loads (and reports) it again when it is opened.
const prefetch = () => void loadSignedInApp().catch(() => undefined);

/**
 * Fetches the router and the shell once the browser is idle after the login screen painted, so
 * the page overview after the login opens without waiting for their code. Answers the cancel.
 */
export function prefetchSignedInApp(): () => void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(prefetch, 200);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(prefetch);
  return () => window.cancelIdleCallback(handle);
}
