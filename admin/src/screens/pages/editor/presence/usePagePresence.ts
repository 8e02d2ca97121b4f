import { useMutation } from '@apollo/client/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { apiFetch } from '../../../../api/http';
import { AnnouncePresenceMutation } from './presenceDocuments';
import { presenceLeaveUrl, presenceStreamUrl, presentEditorsOf, storedHeadOf, TAB_ID, type PresentEditor, type StoredHead } from './presenceStream';

/** Well within the server's 30 s expiry, so one lost heartbeat never makes the editor vanish. */
const HEARTBEAT_MS = 12_000;
/** After a stream the browser gave up on (a refusal, a restarting server): first retry, doubling up to the last. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 30_000;

export interface PagePresence {
  /** Everyone else with the page open, in the order they came. */
  others: PresentEditor[];
  /** The newest version someone else stored while this editor was open (or before: compare its revision). */
  stored: StoredHead | null;
}

/** The pages this tab has announced itself on and not yet left. */
const announced = new Set<number>();
/** Set while signing out: a heartbeat due meanwhile would announce the tab again, to be left without a session. */
let signingOut = false;

/** Tells the server this tab is gone: sent with keepalive so it survives the tab's closing. */
function leave(pageId: number): Promise<unknown> {
  if (!announced.delete(pageId)) return Promise.resolve();
  return apiFetch(presenceLeaveUrl(pageId), {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tabId: TAB_ID }),
  }).catch(() => undefined);
}

/** Leaves every page while the session still stands: signing out calls it before the logout. */
export async function leaveAllPages(): Promise<void> {
  signingOut = true;
  await Promise.all([...announced].map(leave));
}

/** The logout failed: the editor stays, and announces itself again. */
export function resumePresence(): void {
  signingOut = false;
}

/** The stream of who else is on the page and what they stored, reopened whenever the browser gives up on it. */
function useStream(pageId: number): PagePresence {
  const [presence, setPresence] = useState<PagePresence>({ others: [], stored: null });
  useEffect(() => {
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_FIRST_MS;
    const open = () => {
      source = new EventSource(presenceStreamUrl(pageId));
      source.addEventListener('open', () => {
        delay = RETRY_FIRST_MS;
      });
      source.addEventListener('presence', (event) => {
        const others = presentEditorsOf(event.data);
        if (others) setPresence((current) => ({ ...current, others }));
      });
      source.addEventListener('stored', (event) => {
        const stored = storedHeadOf(event.data);
        if (stored) setPresence((current) => (current.stored && current.stored.revision >= stored.revision ? current : { ...current, stored }));
      });
      // EventSource reconnects by itself after a dropped connection, but not after an answer that was no stream.
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        retry = setTimeout(open, delay);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      });
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
      setPresence({ others: [], stored: null });
    };
  }, [pageId]);
  return presence;
}

/**
 * The editor's presence on a page: announced on opening, as a heartbeat, at once when `dirty`
 * flips and when the tab comes back into view; withdrawn when the editor closes or the tab goes.
 * Answers who else is there and what they stored.
 */
export function usePagePresence(pageId: number, dirty: boolean): PagePresence {
  const [announce] = useMutation(AnnouncePresenceMutation);
  const beat = useEffectEvent(() => {
    if (signingOut) return;
    announced.add(pageId);
    void announce({ variables: { pageID: pageId, tabId: TAB_ID, dirty } }).catch(() => undefined);
  });

  // The others see unsaved changes come and go at once, not at the next heartbeat.
  const announcedDirty = useRef(dirty);
  useEffect(() => {
    if (announcedDirty.current === dirty) return;
    announcedDirty.current = dirty;
    beat();
  }, [dirty]);

  useEffect(() => {
    // An editor opened after signing in again.
    signingOut = false;
    beat();
    const timer = setInterval(() => beat(), HEARTBEAT_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') beat();
    };
    const onPageHide = () => void leave(pageId);
    // Back from the back/forward cache: the tab had left.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) beat();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      void leave(pageId);
    };
  }, [pageId]);

  return useStream(pageId);
}
