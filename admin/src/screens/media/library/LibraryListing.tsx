import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import FolderIcon from '@mui/icons-material/Folder';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { ListTable } from '../../../components/list/ListTable';
import { RowAction } from '../../../components/list/RowAction';
import { fileSize } from '../picker/fileSize';
import type { PickerFile } from '../picker/mediaDocuments';
import type { LibraryFolder } from './useLibraryState';

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
}

function FolderActions({ folder, actions }: { folder: LibraryFolder; actions: NonNullable<LibraryListingProps['folderActions']> }) {
  const intl = useIntl();
  return (
    <>
      <RowAction label={intl.formatMessage({ id: 'media.library.folder.move' }, { folder: folder.folderName })} icon={<DriveFileMoveIcon />} onClick={() => actions.onMove(folder)} />
      <RowAction label={intl.formatMessage({ id: 'media.library.folder.delete' }, { folder: folder.folderName })} icon={<DeleteIcon />} onClick={() => actions.onDelete(folder)} />
    </>
  );
}

function Thumbnail({ file, height }: { file: PickerFile; height: number }) {
  return file.previewUrl ? (
    <Box component="img" src={`${file.previewUrl}&w=256`} alt="" loading="lazy" sx={{ display: 'block', width: '100%', height, objectFit: 'cover', borderRadius: 0.5, bgcolor: 'grey.100' }} />
  ) : (
    <InsertDriveFileIcon color="action" sx={{ fontSize: Math.min(48, height) }} />
  );
}

const tileSx = { p: 1, border: 1, borderRadius: 1, borderColor: 'divider', '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 } } as const;

function Grid({ folders, files, showFolder, selectedId, onOpenFolder, onSelectFile, folderActions, label }: LibraryListingProps) {
  const intl = useIntl();
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 1.5 }}>
      {folders.map((folder) => (
        <Box component="li" key={`d${folder.id}`} sx={{ ...tileSx, display: 'flex', flexDirection: 'column' }}>
          <ButtonBase onClick={() => onOpenFolder(folder.path)} aria-label={intl.formatMessage({ id: 'media.library.folder.open' }, { folder: folder.folderName })} sx={{ flexDirection: 'column', alignItems: 'flex-start', borderRadius: 0.5, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}>
            <FolderIcon color="primary" sx={{ fontSize: 48 }} />
            <Typography variant="body2" noWrap title={folder.folderName} sx={{ maxWidth: '100%' }}>{folder.folderName}</Typography>
          </ButtonBase>
          {folderActions && <Box sx={{ mt: 'auto', alignSelf: 'flex-end' }}><FolderActions folder={folder} actions={folderActions} /></Box>}
        </Box>
      ))}
      {files.map((file) => (
        <li key={file.id}>
          <ButtonBase
            onClick={() => onSelectFile(file)}
            aria-pressed={selectedId === file.id}
            aria-label={intl.formatMessage({ id: 'media.library.file.show' }, { file: file.fileName })}
            sx={{ ...tileSx, width: '100%', flexDirection: 'column', alignItems: 'stretch', textAlign: 'left', borderColor: selectedId === file.id ? 'primary.main' : 'divider', bgcolor: selectedId === file.id ? 'action.selected' : undefined }}
          >
            <Thumbnail file={file} height={96} />
            <Typography variant="body2" noWrap title={file.fileName} sx={{ mt: 0.5 }}>{file.fileName}</Typography>
            <Typography variant="caption" color="text.secondary" noWrap>
              {showFolder ? file.path : file.width && file.height ? intl.formatMessage({ id: 'media.picker.dimensions' }, { width: file.width, height: file.height }) : fileSize(intl, file.size)}
            </Typography>
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}

function List({ folders, files, showFolder, selectedId, onOpenFolder, onSelectFile, folderActions, label }: LibraryListingProps) {
  const intl = useIntl();
  return (
    <ListTable caption={label} columns={['media.library.column.name', showFolder ? 'media.library.column.folder' : 'media.library.column.type', 'media.library.column.size', 'media.library.column.updated', 'media.library.column.actions']}>
      {folders.map((folder) => (
        <TableRow key={`d${folder.id}`} hover>
          <TableCell>
            <Link component="button" type="button" onClick={() => onOpenFolder(folder.path)} aria-label={intl.formatMessage({ id: 'media.library.folder.open' }, { folder: folder.folderName })} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <FolderIcon fontSize="small" color="primary" />
              {folder.folderName}
            </Link>
          </TableCell>
          <TableCell>{showFolder ? '' : intl.formatMessage({ id: 'media.library.kind.folder' })}</TableCell>
          <TableCell />
          <TableCell />
          <TableCell align="right">{folderActions && <FolderActions folder={folder} actions={folderActions} />}</TableCell>
        </TableRow>
      ))}
      {files.map((file) => (
        <TableRow key={file.id} hover selected={selectedId === file.id}>
          <TableCell>
            <Link component="button" type="button" onClick={() => onSelectFile(file)} aria-pressed={selectedId === file.id} aria-label={intl.formatMessage({ id: 'media.library.file.show' }, { file: file.fileName })} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <Box sx={{ width: 32 }}><Thumbnail file={file} height={24} /></Box>
              {file.fileName}
            </Link>
          </TableCell>
          <TableCell>{showFolder ? file.path : file.mimeType}</TableCell>
          <TableCell>{fileSize(intl, file.size)}</TableCell>
          <TableCell><time dateTime={file.updatedAt}>{intl.formatDate(file.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}</time></TableCell>
          <TableCell />
        </TableRow>
      ))}
    </ListTable>
  );
}

/** The folders and files shown, as tiles or as a table; a file opens its details, a folder itself. */
export function LibraryListing(props: LibraryListingProps) {
  return props.view === 'grid' ? <Grid {...props} /> : <List {...props} />;
}
