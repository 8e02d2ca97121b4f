import { useSyncExternalStore } from 'react';
import { ADMIN_BASENAME } from './paths';

/**
 * The browser's location below ADMIN_BASENAME for what renders outside react-router (the
 * signed-out screens and the choice between them and the router, App.tsx), so the first load
 * carries no router. While the router is mounted it moves the location itself; this store then
 * learns of it when App renders again (a session change) or on the browser's back and forward.
 */
export interface AdminLocation {
  /** Below ADMIN_BASENAME, starting with "/". */
  pathname: string;
  search: string;
  hash: string;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}

// A string snapshot: equal locations compare equal, so useSyncExternalStore needs no cache.
const snapshot = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

function below(url: string): AdminLocation {
  const { pathname, search, hash } = new URL(url, window.location.origin);
  const inside = pathname === ADMIN_BASENAME || pathname.startsWith(`${ADMIN_BASENAME}/`) ? pathname.slice(ADMIN_BASENAME.length) : pathname;
  // As react-router matches: "/login/" is the login.
  return { pathname: inside.replace(/\/+$/, '') || '/', search, hash };
}

export function useAdminLocation(): AdminLocation {
  return below(useSyncExternalStore(subscribe, snapshot));
}

/** What the current history entry carries (the login screen's redirect state), whoever wrote it. */
export function historyState(): unknown {
  return window.history.state as unknown;
}

/** Goes to `to` (below ADMIN_BASENAME) without a reload; `state` rides on the history entry. */
export function navigateTo(to: string | AdminLocation, { replace = false, state }: { replace?: boolean; state?: unknown } = {}): void {
  const target = typeof to === 'string' ? to : `${to.pathname}${to.search}${to.hash}`;
  const url = `${ADMIN_BASENAME}${target}`;
  if (replace) window.history.replaceState(state ?? null, '', url);
  else window.history.pushState(state ?? null, '', url);
  notify();
}
