import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type { ApiErrorItem } from '../../../api/apiError';
import { errorItemsOf } from '../../../api/errorItems';
import type { EditorVersionFieldsFragment } from '../../../gql/graphql';
import { blockErrorField } from './blockErrors';
import { errorsByBlockKey } from './BlockList';
import { storeInput, type Draft } from './content';
import { StorePageVersionMutation } from './editorDocuments';
import { staleRevisionOf, type StaleRevision } from './staleRevision';

/** The stored version a draft builds on: its id, and the page revision it was current at. */
export interface DraftBase {
  versionId: number;
  revision: number;
}

interface StoreOptions {
  draft: Draft;
  base: DraftBase;
  onStored(version: EditorVersionFieldsFragment, sent: Draft): void;
}

/**
 * Storing the draft as a new version (POST version/{id}/store). Refusals land in the form's
 * error collection: the page's own in `errors`, the blocks' by block key (so they follow the
 * block when it moves, and go when it goes); a stale revision (409) is kept apart, so the
 * editor can ask what to do instead of overwriting.
 */
export function useStoreDraft({ draft, base, onStored }: StoreOptions) {
  const [store] = useMutation(StorePageVersionMutation);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<readonly ApiErrorItem[]>([]);
  const [errorsByKey, setErrorsByKey] = useState<ReadonlyMap<string, readonly ApiErrorItem[]>>(new Map());
  const [stale, setStale] = useState<StaleRevision | null>(null);
  /** Counts refused saves: each one brings the first error into view. */
  const [failures, setFailures] = useState(0);

  /** The editor changed (or removed) a block: errors about the changed `fields` (all, without) are answered. */
  const clearBlockErrors = useCallback((key: string, fields?: ReadonlySet<string>) => {
    setErrorsByKey((current) => {
      const list = current.get(key);
      if (!list) return current;
      const left = fields ? list.filter((error) => !fields.has(blockErrorField(error) ?? '')) : [];
      if (left.length === list.length) return current;
      const next = new Map(current);
      if (left.length > 0) next.set(key, left);
      else next.delete(key);
      return next;
    });
  }, []);
  /** The editor changed a page field: its errors are answered. */
  const clearErrors = useCallback(
    (property: string) =>
      setErrors((current) => (current.some((error) => error.property === property) ? current.filter((error) => error.property !== property) : current)),
    [],
  );

  /** Stores the draft at the base's revision, or, knowingly, over a newer one; answers the new base, or null. */
  const save = useCallback(
    async (overRevision?: number): Promise<DraftBase | null> => {
      const sent = draft;
      setPending(true);
      setErrors([]);
      setErrorsByKey(new Map());
      setStale(null);
      try {
        const result = await store({ variables: { input: storeInput(sent, base.versionId, overRevision ?? base.revision) } });
        const stored = result.data?.storePageVersion.pageVersion;
        if (!stored) return null;
        onStored(stored, sent);
        return { versionId: stored.id, revision: stored.revision };
      } catch (error) {
        const staleRevision = staleRevisionOf(error);
        if (staleRevision) {
          setStale(staleRevision);
        } else {
          const items = errorItemsOf(error);
          setErrors(items.filter((item) => !/^blocks\.\d+(\.|$)/.test(item.property ?? '')));
          setErrorsByKey(new Map([...errorsByBlockKey(items, sent.blocks)].filter(([, list]) => list.length > 0)));
          setFailures((count) => count + 1);
        }
        return null;
      } finally {
        setPending(false);
      }
    },
    [draft, base, store, onStored],
  );

  return { save, pending, errors, errorsByKey, failures, stale, reportStale: setStale, dismissStale: () => setStale(null), clearErrors, clearBlockErrors };
}
