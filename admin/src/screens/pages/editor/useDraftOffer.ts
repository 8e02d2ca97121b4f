import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { draftOf, sameValue, type Draft } from './content';
import { readLocalDraft, removeLocalDraft } from './localDraftCopy';
import type { DraftBase } from './useStoreDraft';
import { DiscardWorkingDraftMutation, WorkingDraftQuery } from './workingDraftDocuments';

/** Unsaved changes from an earlier visit, offered back when the editor opens. */
export interface DraftOffer {
  draft: Draft;
  base: DraftBase;
  /** When they were last saved (ms). */
  savedAt: number;
}

interface OfferOptions {
  pageId: number;
  userId: string | number | undefined;
  /** The stored version the editor opened with. */
  head: { draft: Draft; base: DraftBase };
}

/**
 * Looks for the editor's unsaved changes to the page when it opens: the server's working draft,
 * or this browser's copy when it holds changes the server never got (written later than the
 * server's). Changes that differ from the stored version are offered (`offer`); copies that do
 * not are dropped. `offer` is undefined while it looks, null once there is nothing (left) to ask.
 */
export function useDraftOffer({ pageId, userId, head }: OfferOptions) {
  const client = useApolloClient();
  const [offer, setOffer] = useState<DraftOffer | null | undefined>(undefined);
  const [initialHead] = useState(head);

  const drop = useCallback(() => {
    if (userId !== undefined) removeLocalDraft(userId, pageId);
    return client.mutate({ mutation: DiscardWorkingDraftMutation, variables: { pageID: pageId } });
  }, [client, pageId, userId]);

  useEffect(() => {
    if (userId === undefined) return undefined;
    let current = true;
    const look = async (): Promise<{ found: DraftOffer | null; stale: boolean }> => {
      const local = readLocalDraft(userId, pageId);
      const answer = await client.query({ query: WorkingDraftQuery, variables: { pageID: pageId }, fetchPolicy: 'network-only' }).catch(() => null);
      const saved = answer?.data?.workingDraft;
      const server = saved
        ? { draft: draftOf(saved), base: { versionId: saved.baseVersionID, revision: saved.baseRevision }, savedAt: Date.parse(saved.updatedAt) }
        : null;
      // This browser's copy counts only when the server missed its last changes (offline, or the tab closed first).
      const newerHere = local !== null && !local.synced && (server === null || local.savedAt > server.savedAt);
      const found = newerHere ? local : server;
      const unchanged = found !== null && found.base.revision === initialHead.base.revision && sameValue(found.draft, initialHead.draft);
      return { found: unchanged ? null : found, stale: unchanged || (local !== null && found === null) };
    };
    void look().then(({ found, stale }) => {
      if (!current) return undefined;
      setOffer(found);
      // Copies holding nothing new go at once.
      return stale ? drop().catch(() => undefined) : undefined;
    });
    return () => {
      current = false;
    };
  }, [client, pageId, userId, initialHead, drop]);

  return {
    offer,
    /** The editor restored the offer: nothing more to ask. */
    restored: useCallback(() => setOffer(null), []),
    /** The editor declined: both copies go (should the server not answer, its copy is offered again next time). */
    discard: useCallback(() => {
      setOffer(null);
      drop().catch(() => undefined);
    }, [drop]),
  };
}
