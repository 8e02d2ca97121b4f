import type { AdminLocation } from '../routing/adminLocation';
import { paths } from '../routing/paths';

/** History state handed to the login screen: where the user wanted to go. */
export interface LoginRedirectState {
  from: AdminLocation;
}

export function loginRedirectState(location: AdminLocation): LoginRedirectState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

function isPath(value: unknown): value is AdminLocation {
  return (
    typeof value === 'object' &&
    value !== null &&
    'pathname' in value &&
    typeof value.pathname === 'string' &&
    'search' in value &&
    typeof value.search === 'string' &&
    'hash' in value &&
    typeof value.hash === 'string'
  );
}

/** Where to go after logging in: the remembered admin path, else the page overview. */
export function afterLoginTarget(state: unknown): AdminLocation | string {
  if (typeof state === 'object' && state !== null && 'from' in state && isPath(state.from)) {
    const { from } = state;
    // Only a path inside the admin, and never back to the login screen itself.
    if (from.pathname.startsWith('/') && !from.pathname.startsWith('//') && from.pathname !== paths.login) return from;
  }
  return paths.pageOverview;
}

/** The site's preview of a page version: the one place outside the admin a login returns to. */
const SITE_RETURN = /^\/-\/preview\/\d{1,10}$/;

/** A site path to return to after logging in (the query's `next`), when it is one the admin may send the user to. */
export function siteReturnTarget(search: string): string | undefined {
  const next = new URLSearchParams(search).get('next');
  return next !== null && SITE_RETURN.test(next) ? next : undefined;
}
