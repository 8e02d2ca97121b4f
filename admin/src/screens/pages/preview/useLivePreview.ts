import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { storedBlocks, storedFields, type Draft } from '../editor/content';
import { CreatePreviewDraftMutation } from './previewDocuments';

/** How long typing must pause before the preview follows: a request per pause, not per key. */
const PAUSE_MS = 600;

/**
 * The site address showing `draft` while it has unsaved changes: the draft is sent to the
 * server after each pause in editing (stored there for half an hour under a random token), and
 * the address changes once it is. Null while the draft is clean or not sent yet; a draft the
 * server refuses (a value it can never take) keeps the last one shown. A draft sent on an older
 * `basis` (the stored revision it builds on) is never shown again after a save.
 */
export function useLivePreview(pageID: number, draft: Draft | null, basis: number | string): string | null {
  const [createDraft] = useMutation(CreatePreviewDraftMutation);
  const [sent, setSent] = useState<{ path: string; basis: number | string } | null>(null);

  useEffect(() => {
    if (!draft) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      const input = {
        pageID,
        title: draft.title,
        seoTitle: draft.seoTitle,
        blocks: storedBlocks(draft.blocks),
        typeData: storedFields(draft.typeData),
      };
      void createDraft({ variables: { input } })
        .then((result) => {
          const token = result.data?.createPreviewDraft.token;
          if (current && token) setSent({ path: `/-/preview/draft/${token}`, basis });
          return undefined;
        })
        .catch(() => undefined);
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [pageID, draft, basis, createDraft]);

  return draft && sent?.basis === basis ? sent.path : null;
}
