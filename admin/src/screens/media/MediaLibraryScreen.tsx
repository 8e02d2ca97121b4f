import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '../../auth/useAuth';
import { Loading } from '../../components/Loading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { SuccessNotice } from '../../components/SuccessNotice';
import type { MessageId } from '../../i18n/messages';
import { CreateFolderDialog } from './library/CreateFolderDialog';
import { DeleteMediaDialog } from './library/DeleteMediaDialog';
import { FileDetails } from './library/FileDetails';
import { FolderTree } from './library/FolderTree';
import { LibraryListing, type LibraryView } from './library/LibraryListing';
import { LibraryToolbar } from './library/LibraryToolbar';
import { BatchDeleteDialog } from './library/BatchDeleteDialog';
import { BatchResult } from './library/BatchResult';
import { DeleteMediaFile, DeleteMediaFolder, MoveMediaFile, MoveMediaFolder } from './library/libraryDocuments';
import { joinPath, parentOf } from './library/mediaPaths';
import { MoveDialog } from './library/MoveDialog';
import { SelectionBar } from './library/SelectionBar';
import { UploadPanel } from './library/UploadPanel';
import { useBatchActions, type BatchOutcome } from './library/useBatchActions';
import { useLibraryState, type LibraryFolder } from './library/useLibraryState';
import { useLinkedFile } from './library/useLinkedFile';
import { itemsOf, useSelection, type LibraryItem } from './library/useSelection';
import { FolderPath } from './picker/FolderPath';
import type { PickerFile } from './picker/mediaDocuments';

type OpenDialog =
  | { kind: 'createFolder' }
  | { kind: 'moveFile' | 'deleteFile'; file: PickerFile }
  | { kind: 'moveFolder' | 'deleteFolder'; folder: LibraryFolder }
  | { kind: 'moveItems' | 'deleteItems'; items: LibraryItem[] };

/** Items that would stay where they are when moved into `target` (a drop on their own folder). */
const staysIn = (item: LibraryItem, target: string) => (item.kind === 'file' ? item.file.path === target : parentOf(item.folder.path) === target);

/**
 * The media library (docs/features.md, "Media library"): folder tree and path, the folder's files as tiles or
 * a table, search, uploads, and a file's details; changes need manage-media. Several items are
 * checked for a move or delete at once, or dragged onto a folder of the tree or the listing.
 */
export function MediaLibraryScreen() {
  const intl = useIntl();
  const { can } = useAuth();
  const canManage = can('manage-media');
  const library = useLibraryState();
  const [view, setView] = useState<LibraryView>('grid');
  const [selected, setSelected] = useState<PickerFile | null>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [notice, setNotice] = useState<MessageId | null>(null);
  const [moveFile] = useMutation(MoveMediaFile);
  const [moveFolder] = useMutation(MoveMediaFolder);
  const [deleteFile] = useMutation(DeleteMediaFile);
  const [deleteFolder] = useMutation(DeleteMediaFolder);
  const batch = useBatchActions();
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);

  const openFolder = (path: string) => {
    library.openFolder(path);
    setSelected(null);
  };
  const { openFolder: showFolder } = library;
  useLinkedFile(
    useCallback(
      (file: PickerFile) => {
        showFolder(file.path);
        setSelected(file);
      },
      [showFolder],
    ),
  );
  const files = library.searching ? (library.search?.items ?? []) : (library.dir?.files ?? []);
  const folders = library.searching ? [] : (library.dir?.folders ?? []);
  const loading = library.searching ? library.searchLoading && !library.search : library.dirLoading && !library.dir;
  const items = itemsOf(folders, files);
  const keys = items.map((item) => item.key);
  const selection = useSelection(keys);
  const checked = items.filter((item) => selection.selected.has(item.key));
  const batchDone = async (done: BatchOutcome) => {
    setOutcome(done);
    setSelected(null);
    await library.changed();
  };
  const dropItems = (target: string, dropped: string[]) => {
    const moving = items.filter((item) => dropped.includes(item.key) && !staysIn(item, target));
    if (moving.length > 0) void batch.move(moving, target).then(batchDone);
  };
  const folderActions = canManage
    ? {
        onMove: (folder: LibraryFolder) => setDialog({ kind: 'moveFolder', folder }),
        onDelete: (folder: LibraryFolder) => setDialog({ kind: 'deleteFolder', folder }),
      }
    : undefined;

  return (
    <Box>
      <ScreenTitle id="screen.mediaLibrary.title" />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: selected ? '220px 1fr 360px' : '220px 1fr' }, alignItems: 'start' }}>
        <FolderTree path={library.path} onOpen={openFolder} onDropItems={canManage ? dropItems : undefined} />
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ mb: 2 }}>
            <FolderPath path={library.path} onOpen={openFolder} />
          </Box>
          <LibraryToolbar
            searchInput={library.searchInput}
            onSearch={library.setSearchInput}
            unusedOnly={library.unusedOnly}
            onUnusedOnly={library.setUnusedOnly}
            sort={library.sort}
            onSort={library.setSort}
            view={view}
            onView={setView}
            onCreateFolder={canManage ? () => setDialog({ kind: 'createFolder' }) : undefined}
          />
          {canManage && (
            <Box sx={{ mb: 2 }}>
              <UploadPanel path={library.path} onUploaded={library.uploaded} />
            </Box>
          )}
          {outcome && <BatchResult outcome={outcome} onClose={() => setOutcome(null)} />}
          {canManage && items.length > 0 && !loading && (
            <SelectionBar
              selection={selection}
              keys={keys}
              onMove={() => setDialog({ kind: 'moveItems', items: checked })}
              onDelete={() => setDialog({ kind: 'deleteItems', items: checked })}
            />
          )}
          {library.dirError && !library.searching && (
            <Alert severity="error" role="alert">
              {intl.formatMessage({ id: 'media.picker.loadError' })}
            </Alert>
          )}
          {library.searchError && (
            <Alert severity="error" role="alert">
              {intl.formatMessage({ id: 'media.library.searchError' })}
            </Alert>
          )}
          {loading && <Loading />}
          {library.searching && library.search && (
            <Typography component="output" variant="body2" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
              {intl.formatMessage({ id: 'media.library.found' }, { count: library.search.totalItems })}
            </Typography>
          )}
          {!loading &&
            (library.searching ? library.search : library.dir) &&
            (files.length > 0 || folders.length > 0 ? (
              <LibraryListing
                view={view}
                folders={folders}
                files={files}
                showFolder={library.searching}
                selectedId={selected?.id ?? null}
                onOpenFolder={openFolder}
                onSelectFile={setSelected}
                folderActions={folderActions}
                selection={canManage ? selection : undefined}
                onDropItems={canManage ? dropItems : undefined}
                label={intl.formatMessage({ id: library.searching ? 'media.library.results' : 'media.library.contents' })}
              />
            ) : (
              !library.searching && <Typography color="text.secondary">{intl.formatMessage({ id: 'media.library.empty' })}</Typography>
            ))}
        </Box>
        {selected && (
          <FileDetails
            key={selected.id}
            file={selected}
            canManage={canManage}
            onSaved={(file) => {
              setSelected(file);
              setNotice('media.library.details.saved');
            }}
            onChanged={setSelected}
            onMove={() => setDialog({ kind: 'moveFile', file: selected })}
            onDelete={() => setDialog({ kind: 'deleteFile', file: selected })}
          />
        )}
      </Box>

      {dialog?.kind === 'createFolder' && (
        <CreateFolderDialog
          path={library.path}
          onCreated={(folder) => {
            library.folderCreated(folder);
            setNotice('media.library.createFolder.done');
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'moveFile' && (
        <MoveDialog
          title={intl.formatMessage({ id: 'media.library.move.title.file' }, { name: dialog.file.fileName })}
          rename={{ kind: 'file', name: dialog.file.fileName }}
          folder={dialog.file.path}
          movedFolders={[]}
          onMove={async (newFileName, newPath) => {
            const { data } = await moveFile({ variables: { id: dialog.file.id, newFileName, newPath } });
            if (data) setSelected(data.moveMediaFile);
            await library.changed();
            setNotice('media.library.move.done');
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'moveFolder' && (
        <MoveDialog
          title={intl.formatMessage({ id: 'media.library.move.title.folder' }, { name: dialog.folder.folderName })}
          rename={{ kind: 'folder', name: dialog.folder.folderName }}
          folder={parentOf(dialog.folder.path)}
          movedFolders={[dialog.folder.path]}
          onMove={async (name, parent) => {
            await moveFolder({ variables: { oldPath: dialog.folder.path, newPath: joinPath(parent, name ?? dialog.folder.folderName) } });
            await library.changed();
            setNotice('media.library.move.done');
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'deleteFile' && (
        <DeleteMediaDialog
          kind="file"
          name={dialog.file.fileName}
          onDelete={async (confirm) => {
            await deleteFile({ variables: { id: dialog.file.id, confirm } });
            setSelected(null);
            await library.changed();
            setNotice('media.library.delete.done');
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'deleteFolder' && (
        <DeleteMediaDialog
          kind="folder"
          name={dialog.folder.folderName}
          onDelete={async (confirm) => {
            await deleteFolder({ variables: { path: dialog.folder.path, confirm } });
            await library.changed();
            setNotice('media.library.delete.done');
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'moveItems' && (
        <MoveDialog
          title={intl.formatMessage({ id: 'media.library.batch.moveTitle' }, { count: dialog.items.length })}
          folder={library.path}
          movedFolders={dialog.items.flatMap((item) => (item.kind === 'folder' ? [item.folder.path] : []))}
          onMove={async (_name, target) => batchDone(await batch.move(dialog.items, target))}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'deleteItems' && (
        <BatchDeleteDialog items={dialog.items} onDelete={async () => batchDone(await batch.delete(dialog.items))} onClose={() => setDialog(null)} />
      )}
      <SuccessNotice message={notice && intl.formatMessage({ id: notice })} onClose={() => setNotice(null)} />
    </Box>
  );
}
