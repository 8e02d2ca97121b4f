import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PreviewIcon from '@mui/icons-material/Preview';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '../../../auth/useAuth';

interface EditorToolbarProps {
  dirty: boolean;
  saving: boolean;
  onSave(): void;
  previewOpen: boolean;
  onTogglePreview(): void;
  onDuplicate(): void;
}

/** Save (also Ctrl+S / ⌘S) with the unsaved-changes mark, the preview toggle and duplicating. */
export function EditorToolbar({ dirty, saving, onSave, previewOpen, onTogglePreview, onDuplicate }: EditorToolbarProps) {
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
      sx={{ position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.paper', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Button variant="contained" startIcon={<SaveIcon />} onClick={onSave} disabled={!dirty} loading={saving}>
        {intl.formatMessage({ id: 'editor.save' })}
      </Button>
      <Box component="output" sx={{ minWidth: 0 }}>
        {dirty && <Chip color="warning" size="small" label={intl.formatMessage({ id: 'editor.unsaved' })} />}
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      <Button startIcon={<PreviewIcon />} onClick={onTogglePreview} aria-pressed={previewOpen}>
        {intl.formatMessage({ id: 'editor.preview' })}
      </Button>
      {can('create-page') && (
        <Button startIcon={<ContentCopyIcon />} onClick={onDuplicate} aria-haspopup="dialog">
          {intl.formatMessage({ id: 'editor.duplicate' })}
        </Button>
      )}
    </Box>
  );
}
