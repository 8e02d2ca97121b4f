import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { SESSION_REFRESH_INTERVAL_MINUTES } from '../lib/config';
import { RefreshSessionMutation } from './sessionDocuments';

const INTERVAL_MS = SESSION_REFRESH_INTERVAL_MINUTES * 60_000;

/**
 * Extends the server session while the user is active, at most once per interval.
 * A failed refresh reloads the page (which then finds out whether the session lives).
 */
export function useSessionRefresh(): { refreshIfDue(): void; refreshNow(): void } {
  const client = useApolloClient();
  const lastRefresh = useRef(0);

  useEffect(() => {
    // The sign-in (or the session check) just touched the session.
    lastRefresh.current = Date.now();
  }, []);

  const refreshNow = useCallback(() => {
    lastRefresh.current = Date.now();
    client.mutate({ mutation: RefreshSessionMutation }).catch((error: unknown) => {
      console.error('The session could not be refreshed; reloading', error);
      window.location.reload();
    });
  }, [client]);

  const refreshIfDue = useCallback(() => {
    if (Date.now() - lastRefresh.current >= INTERVAL_MS) refreshNow();
  }, [refreshNow]);

  return { refreshIfDue, refreshNow };
}
