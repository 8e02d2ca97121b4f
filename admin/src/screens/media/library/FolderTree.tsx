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
import { dropHighlight, useDropTarget } from './dragItems';

interface FolderTreeProps {
  /** The folder shown (or, when choosing, the one chosen). */
  path: string;
  onOpen(path: string): void;
  /** A target is chosen rather than a folder opened (the Move dialog): the chosen one is "pressed". */
  choosing?: boolean;
  /** Folders that cannot be chosen (a moved folder's own subtree, its current folder). */
  isDisabled?(path: string): boolean;
  /** Library items dragged onto a folder. */
  onDropItems?(path: string, keys: string[]): void;
  /** Names the tree; "Folders" unless told. */
  label?: string;
}

type TreeOptions = Omit<FolderTreeProps, 'label'>;

/** The subfolders of one folder, fetched once it is expanded. */
function Children({ nodePath, ...options }: TreeOptions & { nodePath: string }) {
  const { data } = useQuery(MediaPickerDir, { variables: { path: nodePath } });
  const folders = data?.mediaDir.path === nodePath ? data.mediaDir.folders : [];
  if (folders.length === 0) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: 2 }}>
      {folders.map((folder) => (
        <Node key={folder.id} nodePath={folder.path} name={folder.folderName} {...options} />
      ))}
    </Box>
  );
}

function Node({ nodePath, name, ...options }: TreeOptions & { nodePath: string; name: string }) {
  const { path, onOpen, choosing, isDisabled, onDropItems } = options;
  const intl = useIntl();
  // The way to the folder shown stays open.
  const onTheWay = path === nodePath || path.startsWith(nodePath === '/' ? '/' : `${nodePath}/`);
  // The user's own choice, once made, wins over following the folder shown.
  const [expanded, setExpanded] = useState<boolean | null>(null);
  const drop = useDropTarget(onDropItems && ((keys) => onDropItems(nodePath, keys)));
  const open = expanded ?? onTheWay;
  const current = path === nodePath;
  return (
    <li>
      <Box {...drop.handlers} sx={{ display: 'flex', alignItems: 'center', borderRadius: 1, ...dropHighlight(drop.over) }}>
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
          aria-current={!choosing && current ? 'location' : undefined}
          aria-pressed={choosing ? current : undefined}
          disabled={isDisabled?.(nodePath)}
          startIcon={current ? <FolderOpenIcon /> : <FolderIcon />}
          onClick={() => onOpen(nodePath)}
          sx={{ textTransform: 'none', justifyContent: 'flex-start', fontWeight: current ? 600 : undefined }}
        >
          {name}
        </Button>
      </Box>
      {open && <Children nodePath={nodePath} {...options} />}
    </li>
  );
}

/** All folders of the library as a tree; a folder's subfolders load when it is expanded. */
export function FolderTree({ label, ...options }: FolderTreeProps) {
  const intl = useIntl();
  return (
    <Box component="nav" aria-label={label ?? intl.formatMessage({ id: 'media.library.tree' })} sx={{ minWidth: 200 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        <Node nodePath="/" name={intl.formatMessage({ id: 'media.picker.root' })} {...options} />
      </Box>
    </Box>
  );
}
