import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PreviewIcon from '@mui/icons-material/Preview';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '../../../auth/useAuth';
import { belowAppBar } from '../../../layout/belowAppBar';

interface EditorToolbarProps {
  dirty: boolean;
  /** The last save succeeded and nothing changed since: the toolbar says "Saved". */
  saved: boolean;
  saving: boolean;
  /** The published page's address on the site, or null while it is not live. */
  liveHref: string | null;
  onSave(): void;
  previewOpen: boolean;
  onTogglePreview(): void;
  onDuplicate(): void;
  /** What autosave is doing ("Saved just now", "Offline — …"). */
  autosave?: ReactNode;
}

/**
 * Save (also Ctrl+S / ⌘S) with the unsaved-changes mark or the saved confirmation, the preview
 * toggle, the live page and duplicating. It sticks below the app bar, so Save stays in reach.
 */
export function EditorToolbar({ dirty, saved, saving, liveHref, onSave, previewOpen, onTogglePreview, onDuplicate, autosave }: EditorToolbarProps) {
  const intl = useIntl();
  const { can } = useAuth();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (dirty && !saving) onSave();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dirty, saving, onSave]);

  return (
    <Box
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'editor.toolbar' })}
      sx={(theme) => ({
        position: 'sticky',
        ...belowAppBar(theme),
        zIndex: 2,
        bgcolor: 'background.paper',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Button variant="contained" startIcon={<SaveIcon />} onClick={onSave} disabled={!dirty} loading={saving}>
        {intl.formatMessage({ id: 'editor.save' })}
      </Button>
      <Box component="output" sx={{ minWidth: 0 }}>
        {dirty && <Chip color="warning" size="small" label={intl.formatMessage({ id: 'editor.unsaved' })} />}
        {saved && !dirty && <Chip color="success" size="small" variant="outlined" icon={<CheckIcon />} label={intl.formatMessage({ id: 'editor.saved' })} />}
      </Box>
      {autosave}
      <Box sx={{ flexGrow: 1 }} />
      <Button startIcon={<PreviewIcon />} onClick={onTogglePreview} aria-pressed={previewOpen}>
        {intl.formatMessage({ id: 'editor.preview' })}
      </Button>
      {liveHref !== null && (
        <Button href={liveHref} target="_blank" rel="noopener" startIcon={<OpenInNewIcon />}>
          {intl.formatMessage({ id: 'editor.viewLive' })}
        </Button>
      )}
      {can('create-page') && (
        <Button startIcon={<ContentCopyIcon />} onClick={onDuplicate} aria-haspopup="dialog">
          {intl.formatMessage({ id: 'editor.duplicate' })}
        </Button>
      )}
    </Box>
  );
}
