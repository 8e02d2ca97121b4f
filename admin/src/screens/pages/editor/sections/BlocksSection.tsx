import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EditorSection } from './EditorSection';

/** The Overview section's content: the page's blocks, with adding one at the end. */
export function BlocksSection({ onAdd, children }: { onAdd(): void; children: ReactNode }) {
  const intl = useIntl();
  const add = (
    <Button variant="outlined" startIcon={<AddIcon />} onClick={onAdd} aria-haspopup="dialog">
      {intl.formatMessage({ id: 'editor.addBlock' })}
    </Button>
  );
  return (
    <EditorSection heading="editor.section.blocks" actions={add}>
      {children}
    </EditorSection>
  );
}
