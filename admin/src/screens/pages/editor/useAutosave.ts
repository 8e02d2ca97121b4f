import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { createAutosaver, type AutosaveState, type AutosaveStatus } from './autosaver';
import { DiscardWorkingDraftMutation } from './workingDraftDocuments';

/**
 * The editor's autosave (autosaver.ts), fed the editor's state at every change and told when the
 * tab is hidden or the page goes (then sent in a request that outlives the page) and when the
 * browser is back online. Answers what to show.
 */
export function useAutosave({ pageId, userId, draft, dirty, base, storing, conflict, enabled, onConflict }: AutosaveState): AutosaveStatus {
  const client = useApolloClient();
  const [status, setStatus] = useState<AutosaveStatus>({ state: 'idle' });
  const [autosaver] = useState(() =>
    createAutosaver({
      onStatus: setStatus,
      discard: (pageID) => client.mutate({ mutation: DiscardWorkingDraftMutation, variables: { pageID } }),
    }),
  );

  useEffect(() => {
    autosaver.update({ pageId, userId, draft, dirty, base, storing, conflict, enabled, onConflict });
  }, [autosaver, pageId, userId, draft, dirty, base, storing, conflict, enabled, onConflict]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') autosaver.saveNow(true);
    };
    const onPageHide = () => autosaver.saveNow(true);
    const onOnline = () => autosaver.saveNow();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('online', onOnline);
      autosaver.dispose();
    };
  }, [autosaver]);

  return status;
}
