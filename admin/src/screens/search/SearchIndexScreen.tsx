import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorItemsOf } from '../../api/errorItems';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorList } from '../../components/ErrorList';
import { Loading } from '../../components/Loading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { useSubmission } from '../../lib/useSubmission';
import type { SearchIndexStatusFieldsFragment } from '../../gql/graphql';
import { IndexStatusPanel } from './IndexStatusPanel';
import { IndexAllPagesMutation, RemoveAllPagesMutation, SearchIndexStatusQuery } from './searchDocuments';

/** How often the status is read while a rebuild runs. */
const POLL_MS = 1000;

/**
 * A mutation answers the index's status as it now is: written over the query's, so the screen
 * never shows the outcome (done, removed) next to the status from before the action.
 */
function showStatus(cache: ApolloCache, status: SearchIndexStatusFieldsFragment | undefined): void {
  if (status) cache.writeQuery({ query: SearchIndexStatusQuery, data: { searchIndexStatus: status } });
}

/**
 * Search-index administration: indexing and removal, each idle, loading, success or
 * error. Indexing runs on the server in the background, so it is loading until the rebuild ends.
 */
export function SearchIndexScreen() {
  const intl = useIntl();
  const { data, error, startPolling, stopPolling } = useQuery(SearchIndexStatusQuery, { fetchPolicy: 'network-only' });
  const status = data?.searchIndexStatus;
  const [indexAll] = useMutation(IndexAllPagesMutation, { update: (cache, { data: answer }) => showStatus(cache, answer?.indexAllPages) });
  const [removeAll] = useMutation(RemoveAllPagesMutation, { update: (cache, { data: answer }) => showStatus(cache, answer?.removeAllPages) });
  const indexing = useSubmission();
  const [indexStarted, setIndexStarted] = useState(false);
  const [removed, setRemoved] = useState(false);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const rebuilding = status?.rebuilding ?? false;

  useEffect(() => {
    if (!rebuilding) return undefined;
    startPolling(POLL_MS);
    return stopPolling;
  }, [rebuilding, startPolling, stopPolling]);

  const startIndexing = async () => {
    setRemoved(false);
    setIndexStarted(false);
    if (await indexing.run(() => indexAll())) setIndexStarted(true);
  };

  if (error)
    return (
      <>
        <ScreenTitle id="screen.searchIndex.title" />
        <ErrorList errors={errorItemsOf(error)} />
      </>
    );
  if (!status)
    return (
      <>
        <ScreenTitle id="screen.searchIndex.title" />
        <Loading />
      </>
    );

  const indexingLoading = indexing.pending || (indexStarted && rebuilding);
  const indexingFailed = indexStarted && !rebuilding && status.lastRebuildError !== null;
  return (
    <>
      <ScreenTitle id="screen.searchIndex.title" />
      <IndexStatusPanel status={status} />
      <Stack direction="row" spacing={2}>
        <Button variant="contained" loading={indexingLoading} disabled={rebuilding && !indexingLoading} onClick={() => void startIndexing()}>
          {intl.formatMessage({ id: 'searchIndex.indexAll' })}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setConfirmingRemoval(true)}>
          {intl.formatMessage({ id: 'searchIndex.removeAll' })}
        </Button>
      </Stack>
      <ErrorList errors={indexing.errors} title={intl.formatMessage({ id: 'searchIndex.indexAll.failed' })} />
      {indexingFailed && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {intl.formatMessage({ id: 'searchIndex.indexAll.failed' })}
        </Alert>
      )}
      {indexStarted && !rebuilding && !indexingFailed && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {intl.formatMessage({ id: 'searchIndex.indexAll.done' }, { count: status.pages })}
        </Alert>
      )}
      {removed && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {intl.formatMessage({ id: 'searchIndex.removeAll.done' })}
        </Alert>
      )}
      <ConfirmDialog
        open={confirmingRemoval}
        title={intl.formatMessage({ id: 'searchIndex.removeAll.confirmTitle' })}
        message={intl.formatMessage({ id: 'searchIndex.removeAll.confirmMessage' })}
        confirmLabel={intl.formatMessage({ id: 'searchIndex.removeAll' })}
        destructive
        onConfirm={async () => {
          setIndexStarted(false);
          setRemoved(false);
          await removeAll();
          setRemoved(true);
        }}
        onClose={() => setConfirmingRemoval(false)}
      />
    </>
  );
}
