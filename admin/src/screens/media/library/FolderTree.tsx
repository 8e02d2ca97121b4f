import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { MediaPickerDir } from '../picker/mediaDocuments';

interface FolderTreeProps {
  /** The folder shown. */
  path: string;
  onOpen(path: string): void;
}

interface NodeProps extends FolderTreeProps {
  nodePath: string;
  name: string;
}

/** The subfolders of one folder, fetched once it is expanded. */
function Children({ nodePath, path, onOpen }: FolderTreeProps & { nodePath: string }) {
  const { data } = useQuery(MediaPickerDir, { variables: { path: nodePath } });
  const folders = data?.mediaDir.path === nodePath ? data.mediaDir.folders : [];
  if (folders.length === 0) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: 2 }}>
      {folders.map((folder) => (
        <Node key={folder.id} nodePath={folder.path} name={folder.folderName} path={path} onOpen={onOpen} />
      ))}
    </Box>
  );
}

function Node({ nodePath, name, path, onOpen }: NodeProps) {
  const intl = useIntl();
  // The way to the folder shown stays open.
  const onTheWay = path === nodePath || path.startsWith(nodePath === '/' ? '/' : `${nodePath}/`);
  // The user's own choice, once made, wins over following the folder shown.
  const [expanded, setExpanded] = useState<boolean | null>(null);
  const open = expanded ?? onTheWay;
  const current = path === nodePath;
  return (
    <li>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <IconButton
          size="small"
          aria-expanded={open}
          aria-label={intl.formatMessage({ id: open ? 'media.library.tree.collapse' : 'media.library.tree.expand' }, { folder: name })}
          onClick={() => setExpanded(!open)}
        >
          {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
        </IconButton>
        <Button
          size="small"
          color={current ? 'primary' : 'inherit'}
          aria-current={current ? 'location' : undefined}
          startIcon={current ? <FolderOpenIcon /> : <FolderIcon />}
          onClick={() => onOpen(nodePath)}
          sx={{ textTransform: 'none', justifyContent: 'flex-start', fontWeight: current ? 600 : undefined }}
        >
          {name}
        </Button>
      </Box>
      {open && <Children nodePath={nodePath} path={path} onOpen={onOpen} />}
    </li>
  );
}

/** All folders of the library as a tree; a folder's subfolders load when it is expanded. */
export function FolderTree({ path, onOpen }: FolderTreeProps) {
  const intl = useIntl();
  return (
    <Box component="nav" aria-label={intl.formatMessage({ id: 'media.library.tree' })} sx={{ minWidth: 200 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        <Node nodePath="/" name={intl.formatMessage({ id: 'media.picker.root' })} path={path} onOpen={onOpen} />
      </Box>
    </Box>
  );
}
