import { useSyncExternalStore } from 'react';
import { errorItemsOfAnswer, graphQLErrorItems } from './errorItems';

/**
 * Whether the server's database cannot be reached, for the one banner the layouts show
 * (layout/DatabaseOutageBanner.tsx) instead of every screen explaining it. Every API answer
 * passes by (api/http.ts). A 503 G_02 may also be storage refusing writes, so the server's
 * readiness (which asks the database) decides; while it says no, it is asked again now and
 * then, so the banner goes by itself once the database is back.
 */

/** The server's readiness: 200 once it can reach its database again. */
const READINESS = '/readyz';
const PROBE_INTERVAL_MS = 5000;

let unreachable = false;
let probe: ReturnType<typeof setTimeout> | undefined;
let asking: Promise<void> | undefined;
const listeners = new Set<() => void>();

function setUnreachable(value: boolean): void {
  clearTimeout(probe);
  if (value) probe = setTimeout(() => void askReadiness(), PROBE_INTERVAL_MS);
  if (unreachable === value) return;
  unreachable = value;
  for (const listener of listeners) listener();
}

/** Asks the server's readiness once at a time: not ready means the database cannot be reached. */
function askReadiness(): Promise<void> {
  asking ??= fetch(READINESS, { cache: 'no-store' })
    .then(
      (response) => response.ok,
      () => false,
    )
    .then((ready) => setUnreachable(!ready))
    .finally(() => {
      asking = undefined;
    });
  return asking;
}

/** Whether a 503's JSON body (the REST envelope or a GraphQL result) names G_02; a proxy's HTML page does not. */
async function namesDatabaseOutage(response: Response): Promise<boolean> {
  try {
    const body: unknown = await response.clone().json();
    const graphQLErrors: unknown = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : undefined;
    const items = Array.isArray(graphQLErrors) ? graphQLErrorItems(graphQLErrors) : errorItemsOfAnswer(response.status, body);
    return items.some((item) => item.code === 'G_02');
  } catch {
    return false;
  }
}

/** Takes note of an API answer: a 503 G_02 has the readiness asked, any answer short of a server error lowers the banner. */
export async function noteApiAnswer(response: Response): Promise<void> {
  if (response.status === 503) {
    if (!unreachable && (await namesDatabaseOutage(response))) await askReadiness();
  } else if (response.status < 500) {
    setUnreachable(false);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDatabaseUnreachable(): boolean {
  return useSyncExternalStore(subscribe, () => unreachable);
}
