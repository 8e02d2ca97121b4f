import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../../../api/apiError';
import { errorItemsOf } from '../../../api/errorItems';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorList } from '../../../components/ErrorList';
import { PaginatedList } from '../../../components/list/PaginatedList';
import { usePaginatedList } from '../../../components/list/usePaginatedList';
import { SuccessNotice } from '../../../components/SuccessNotice';
import type { VersionSummaryFieldsFragment as Version } from '../../../gql/graphql';
import { EditorSection } from '../editor/sections/EditorSection';
import { staleRevisionOf } from '../editor/staleRevision';
import { PageHistoryQuery, RestorePageVersionMutation } from './historyDocuments';
import { VersionCompareDialog } from './VersionCompareDialog';
import { VersionHistoryTable, type PickedVersion } from './VersionHistoryTable';

export interface VersionHistoryProps {
  pageId: number;
  /** The page's revision the editor is based on: a restore is refused (409) when the page has moved on. */
  pageRevision: number;
  /** The editor holds changes that a restore would replace. */
  hasUnsavedChanges: boolean;
  /** A version was restored as the new current draft. */
  onRestored(result: { versionId: number; revision: number }): void;
}

/** Why a restore was refused: someone stored the page after the editor loaded it. */
interface RefusedRestore {
  revision: number;
  updatedBy: string | null;
  errors: readonly ApiErrorItem[];
}

/**
 * The page's versions, newest first: pick two (or a row's previous or current one) to compare
 * them side by side, or restore an older one as a new current draft (the history keeps all).
 */
export function VersionHistory({ pageId, pageRevision, hasUnsavedChanges, onRestored }: VersionHistoryProps) {
  const intl = useIntl();
  // The server lists history newest first and has no search or other order.
  const list = usePaginatedList<'revision'>({ defaultSort: { column: 'revision', order: 'desc' } });
  const { pageIndex, pageSize } = list.request;
  const { data, previousData, loading, error, refetch } = useQuery(PageHistoryQuery, {
    variables: { id: pageId, pageIndex, pageSize },
    // Others store versions too: opening the history asks the server again.
    fetchPolicy: 'cache-and-network',
  });
  const history = (data ?? previousData)?.pageHistory;
  const [restore] = useMutation(RestorePageVersionMutation);
  const [selected, setSelected] = useState<readonly PickedVersion[]>([]);
  const [comparing, setComparing] = useState<{ fromId: number; toId: number } | null>(null);
  const [restoring, setRestoring] = useState<Version | null>(null);
  const [refused, setRefused] = useState<RefusedRestore | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // A store in the editor adds a version: the list follows the page's revision.
  const listedRevision = useRef(pageRevision);
  useEffect(() => {
    if (listedRevision.current === pageRevision) return;
    listedRevision.current = pageRevision;
    // A failed reload shows through `error`.
    void refetch().catch(() => undefined);
  }, [pageRevision, refetch]);

  // Kept oldest first: the order they are compared in.
  const toggle = (version: PickedVersion) =>
    setSelected((current) =>
      current.some((item) => item.id === version.id)
        ? current.filter((item) => item.id !== version.id)
        : [...current, version].toSorted((a, b) => a.revision - b.revision),
    );
  const [older, newer] = selected;

  const compareSelected = () => {
    if (older && newer) setComparing({ fromId: older.id, toId: newer.id });
  };

  const confirmRestore = async (version: Version) => {
    setRefused(null);
    try {
      const { data: answer } = await restore({ variables: { id: version.id, revision: pageRevision } });
      const restored = answer?.restorePageVersion;
      if (!restored) throw new Error('restorePageVersion answered without data');
      listedRevision.current = restored.revision;
      setNotice(intl.formatMessage({ id: 'history.restored' }, { from: version.revision, to: restored.revision }));
      onRestored({ versionId: restored.pageVersion.id, revision: restored.revision });
      // The restored version is the newest: show the first page, fetched anew.
      if (pageIndex === 0) void refetch().catch(() => undefined);
      else list.setPageIndex(0);
    } catch (failure) {
      const stale = staleRevisionOf(failure);
      if (!stale) throw failure;
      // Nothing in this dialog can fix it: it closes, and the history says why and what to do.
      setRefused({ revision: stale.revision, updatedBy: stale.updatedBy, errors: errorItemsOf(failure) });
    }
  };

  const selectionText = (() => {
    if (older && newer) return intl.formatMessage({ id: 'history.selectedTwo' }, { from: older.revision, to: newer.revision });
    if (older) return intl.formatMessage({ id: 'history.selectedOne' }, { revision: older.revision });
    return intl.formatMessage({ id: 'history.selectTwo' });
  })();

  return (
    <EditorSection heading="history.heading">
      {refused && (
        <ErrorList
          errors={refused.errors}
          title={intl.formatMessage(
            { id: 'history.restoreStale' },
            { who: refused.updatedBy ?? intl.formatMessage({ id: 'history.someoneElse' }), revision: refused.revision },
          )}
        />
      )}
      <PaginatedList
        list={list}
        page={history}
        loading={loading}
        errors={error ? errorItemsOf(error) : []}
        noResultsText={intl.formatMessage({ id: 'history.none' })}
        controls={
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
            <Typography component="output" variant="body2" color="text.secondary">
              {selectionText}
            </Typography>
            <Button variant="outlined" startIcon={<CompareArrowsIcon />} disabled={!newer} onClick={compareSelected} aria-haspopup="dialog">
              {intl.formatMessage({ id: 'history.compareSelected' })}
            </Button>
          </Box>
        }
      >
        {(versions) => (
          <VersionHistoryTable
            versions={versions}
            caption={intl.formatMessage({ id: 'history.caption' })}
            headVersionId={history?.headVersionID ?? null}
            selected={selected}
            selectionFull={selected.length >= 2}
            onToggle={toggle}
            onCompare={(fromId, toId) => setComparing({ fromId, toId })}
            onRestore={setRestoring}
          />
        )}
      </PaginatedList>
      {comparing && <VersionCompareDialog open fromId={comparing.fromId} toId={comparing.toId} onClose={() => setComparing(null)} />}
      {restoring && (
        <ConfirmDialog
          open
          title={intl.formatMessage({ id: 'history.restoreTitle' }, { revision: restoring.revision })}
          message={intl.formatMessage(
            { id: hasUnsavedChanges ? 'history.restoreMessageUnsaved' : 'history.restoreMessage' },
            { revision: restoring.revision, title: restoring.title },
          )}
          confirmLabel={intl.formatMessage({ id: 'history.restoreConfirm' })}
          destructive={hasUnsavedChanges}
          onConfirm={() => confirmRestore(restoring)}
          onClose={() => setRestoring(null)}
        />
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </EditorSection>
  );
}
