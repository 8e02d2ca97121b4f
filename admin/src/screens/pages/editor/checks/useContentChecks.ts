import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { ContentCheckProblemFieldsFragment } from '../../../../gql/graphql';
import { useDebouncedValue } from '../../../../lib/useDebouncedValue';
import { versionFields, type Draft } from '../content';
import { ContentChecksOfDraftQuery } from '../../../../components/checks/checksDocuments';

/** How long editing must pause before the checks run again: a request per pause, not per key. */
const PAUSE_MS = 800;

export interface ContentChecks {
  /** The problems of the draft as it was last checked; null until the first answer. */
  problems: readonly ContentCheckProblemFieldsFragment[] | null;
  checking: boolean;
}

/**
 * The content checks of the editor's draft, stored or not: sent after each pause in editing and
 * checked by the server without storing it. A draft the server refuses (a value it can never
 * take) keeps the last answer.
 */
export function useContentChecks(pageID: number, draft: Draft): ContentChecks {
  const client = useApolloClient();
  const settled = useDebouncedValue(draft, { waitMs: PAUSE_MS });
  const [problems, setProblems] = useState<ContentChecks['problems']>(null);
  const [checkedDraft, setCheckedDraft] = useState<Draft | null>(null);

  useEffect(() => {
    let current = true;
    const { title, blocks, typeData, seoTitle, seoDescription, seoImage } = versionFields(settled);
    client
      .query({
        query: ContentChecksOfDraftQuery,
        variables: { pageID, draft: { title, blocks, typeData, seoTitle, seoDescription, seoImage } },
        fetchPolicy: 'no-cache',
      })
      .then(({ data }) => {
        if (current && data) setProblems(data.contentChecksOfDraft);
        return undefined;
      })
      .catch(() => undefined)
      .finally(() => current && setCheckedDraft(settled));
    return () => {
      current = false;
    };
  }, [client, pageID, settled]);

  return { problems, checking: checkedDraft !== draft };
}
