import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import FolderIcon from '@mui/icons-material/Folder';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/visuallyHidden';
import type { ChangeEvent, DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { ListTable } from '../../../components/list/ListTable';
import type { MessageId } from '../../../i18n/messages';
import { RowAction } from '../../../components/list/RowAction';
import { fileSize } from '../picker/fileSize';
import type { PickerFile } from '../picker/mediaDocuments';
import { dropHighlight, startItemDrag, useDropTarget } from './dragItems';
import type { LibraryFolder } from './useLibraryState';
import { fileKey, folderKey, type Selection } from './useSelection';

export type LibraryView = 'grid' | 'list';

interface LibraryListingProps {
  view: LibraryView;
  folders: readonly LibraryFolder[];
  files: readonly PickerFile[];
  /** Search hits lie in several folders: each names its own. */
  showFolder: boolean;
  selectedId: number | null;
  onOpenFolder(path: string): void;
  onSelectFile(file: PickerFile): void;
  /** With manage-media only. */
  folderActions?: { onMove(folder: LibraryFolder): void; onDelete(folder: LibraryFolder): void };
  label: string;
  /** With manage-media only: items are checked for actions on several, dragged onto folders. */
  selection?: Selection;
  onDropItems?(path: string, keys: string[]): void;
}

/** Check box and drag of one item: dragging a checked item drags every checked one. */
function useItem(key: string, name: string, selection: Selection | undefined) {
  const intl = useIntl();
  if (!selection) return { check: null, drag: {} };
  const checked = selection.selected.has(key);
  const check = (
    <Checkbox
      size="small"
      checked={checked}
      // React fires a check box's change on its click: Shift there checks a range.
      onChange={(event: ChangeEvent<HTMLInputElement>) => selection.toggle(key, 'shiftKey' in event.nativeEvent && event.nativeEvent.shiftKey === true)}
      slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'media.library.select' }, { name }) } }}
    />
  );
  const drag = { draggable: true, onDragStart: (event: DragEvent) => startItemDrag(event, checked ? [...selection.selected] : [key]) };
  return { check, drag };
}

function FolderActions({ folder, actions }: { folder: LibraryFolder; actions: NonNullable<LibraryListingProps['folderActions']> }) {
  const intl = useIntl();
  return (
    <>
      <RowAction
        label={intl.formatMessage({ id: 'media.library.folder.move' }, { folder: folder.folderName })}
        icon={<DriveFileMoveIcon />}
        onClick={() => actions.onMove(folder)}
      />
      <RowAction
        label={intl.formatMessage({ id: 'media.library.folder.delete' }, { folder: folder.folderName })}
        icon={<DeleteIcon />}
        onClick={() => actions.onDelete(folder)}
      />
    </>
  );
}

/** A tile's proportions: its thumbnail is cut around the file's focal point (the server's `ar`). */
const TILE_ASPECT = '3:2';

function Thumbnail({ file, height }: { file: PickerFile; height: number }) {
  return file.previewUrl ? (
    <Box
      component="img"
      src={`${file.previewUrl}&w=256&ar=${TILE_ASPECT}`}
      alt=""
      loading="lazy"
      sx={{ display: 'block', width: '100%', height, objectFit: 'cover', borderRadius: 0.5, bgcolor: 'grey.100' }}
    />
  ) : (
    <InsertDriveFileIcon color="action" sx={{ fontSize: Math.min(48, height) }} />
  );
}

/** The check box sits on the tile's corner, above the thumbnail. */
const checkSx = { position: 'absolute', top: 4, left: 4, zIndex: 1, bgcolor: 'background.paper', borderRadius: 1 } as const;

const tileSx = {
  p: 1,
  border: 1,
  borderRadius: 1,
  borderColor: 'divider',
  '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

function Grid(props: LibraryListingProps) {
  const { folders, files, label } = props;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 1.5 }}
    >
      {folders.map((folder) => (
        <FolderTile key={`d${folder.id}`} folder={folder} {...props} />
      ))}
      {files.map((file) => (
        <FileTile key={file.id} file={file} {...props} />
      ))}
    </Box>
  );
}

function FolderTile({ folder, onOpenFolder, folderActions, selection, onDropItems }: LibraryListingProps & { folder: LibraryFolder }) {
  const intl = useIntl();
  const { check, drag } = useItem(folderKey(folder), folder.folderName, selection);
  const drop = useDropTarget(onDropItems && ((keys) => onDropItems(folder.path, keys)));
  return (
    <Box
      component="li"
      {...drag}
      {...drop.handlers}
      sx={{ ...tileSx, display: 'flex', flexDirection: 'column', position: 'relative', ...dropHighlight(drop.over) }}
    >
      {check && <Box sx={checkSx}>{check}</Box>}
      <ButtonBase
        onClick={() => onOpenFolder(folder.path)}
        aria-label={intl.formatMessage({ id: 'media.library.folder.open' }, { folder: folder.folderName })}
        sx={{ flexDirection: 'column', alignItems: 'flex-start', borderRadius: 0.5, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        <FolderIcon color="primary" sx={{ fontSize: 48 }} />
        <Typography variant="body2" noWrap title={folder.folderName} sx={{ maxWidth: '100%' }}>
          {folder.folderName}
        </Typography>
      </ButtonBase>
      {folderActions && (
        <Box sx={{ mt: 'auto', alignSelf: 'flex-end' }}>
          <FolderActions folder={folder} actions={folderActions} />
        </Box>
      )}
    </Box>
  );
}

function FileTile({ file, showFolder, selectedId, onSelectFile, selection }: LibraryListingProps & { file: PickerFile }) {
  const intl = useIntl();
  const { check, drag } = useItem(fileKey(file), file.fileName, selection);
  const shown = selectedId === file.id;
  return (
    <Box component="li" {...drag} sx={{ position: 'relative' }}>
      {check && <Box sx={checkSx}>{check}</Box>}
      <ButtonBase
        onClick={() => onSelectFile(file)}
        aria-pressed={shown}
        sx={{
          ...tileSx,
          width: '100%',
          flexDirection: 'column',
          alignItems: 'stretch',
          textAlign: 'left',
          borderColor: shown ? 'primary.main' : 'divider',
          bgcolor: shown ? 'action.selected' : undefined,
        }}
      >
        <Thumbnail file={file} height={96} />
        {/* Named by what it shows, "Details of" read first: the name holds the visible text (WCAG 2.5.3). */}
        <Typography variant="body2" noWrap title={file.fileName} sx={{ mt: 0.5 }}>
          <Box component="span" sx={visuallyHidden}>
            {intl.formatMessage({ id: 'media.library.file.showPrefix' })}{' '}
          </Box>
          {file.fileName}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap>
          {showFolder
            ? file.path
            : file.width && file.height
              ? intl.formatMessage({ id: 'media.picker.dimensions' }, { width: file.width, height: file.height })
              : fileSize(intl, file.size)}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap>
          {intl.formatMessage({ id: 'mediaLifecycle.usage' }, { count: file.usageCount })}
        </Typography>
      </ButtonBase>
    </Box>
  );
}

function FolderRow({ folder, showFolder, onOpenFolder, folderActions, selection, onDropItems }: LibraryListingProps & { folder: LibraryFolder }) {
  const intl = useIntl();
  const { check, drag } = useItem(folderKey(folder), folder.folderName, selection);
  const drop = useDropTarget(onDropItems && ((keys) => onDropItems(folder.path, keys)));
  return (
    <TableRow hover {...drag} {...drop.handlers} sx={dropHighlight(drop.over)}>
      {check && <TableCell padding="checkbox">{check}</TableCell>}
      <TableCell>
        <Link
          component="button"
          type="button"
          onClick={() => onOpenFolder(folder.path)}
          aria-label={intl.formatMessage({ id: 'media.library.folder.open' }, { folder: folder.folderName })}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
        >
          <FolderIcon fontSize="small" color="primary" />
          {folder.folderName}
        </Link>
      </TableCell>
      <TableCell>{showFolder ? '' : intl.formatMessage({ id: 'media.library.kind.folder' })}</TableCell>
      <TableCell />
      <TableCell />
      <TableCell />
      <TableCell align="right">{folderActions && <FolderActions folder={folder} actions={folderActions} />}</TableCell>
    </TableRow>
  );
}

function FileRow({ file, showFolder, selectedId, onSelectFile, selection }: LibraryListingProps & { file: PickerFile }) {
  const intl = useIntl();
  const { check, drag } = useItem(fileKey(file), file.fileName, selection);
  return (
    <TableRow hover selected={selectedId === file.id} {...drag}>
      {check && <TableCell padding="checkbox">{check}</TableCell>}
      <TableCell>
        <Link
          component="button"
          type="button"
          onClick={() => onSelectFile(file)}
          aria-pressed={selectedId === file.id}
          aria-label={intl.formatMessage({ id: 'media.library.file.show' }, { file: file.fileName })}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
        >
          <Box sx={{ width: 32 }}>
            <Thumbnail file={file} height={24} />
          </Box>
          {file.fileName}
        </Link>
      </TableCell>
      <TableCell>{showFolder ? file.path : file.mimeType}</TableCell>
      <TableCell>{fileSize(intl, file.size)}</TableCell>
      <TableCell align="right">{file.usageCount}</TableCell>
      <TableCell>
        <time dateTime={file.updatedAt}>{intl.formatDate(file.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
      </TableCell>
      <TableCell />
    </TableRow>
  );
}

function List(props: LibraryListingProps) {
  const { folders, files, showFolder, label, selection } = props;
  const columns: MessageId[] = [
    'media.library.column.name',
    showFolder ? 'media.library.column.folder' : 'media.library.column.type',
    'media.library.column.size',
    'mediaLifecycle.column.usage',
    'media.library.column.updated',
    'media.library.column.actions',
  ];
  return (
    <ListTable caption={label} columns={selection ? ['media.library.column.select', ...columns] : columns}>
      {folders.map((folder) => (
        <FolderRow key={`d${folder.id}`} folder={folder} {...props} />
      ))}
      {files.map((file) => (
        <FileRow key={file.id} file={file} {...props} />
      ))}
    </ListTable>
  );
}

/** The folders and files shown, as tiles or as a table; a file opens its details, a folder itself. */
export function LibraryListing(props: LibraryListingProps) {
  return props.view === 'grid' ? <Grid {...props} /> : <List {...props} />;
}
