import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '../../../components/FormDialog';
import type { LibraryItem } from './useSelection';

interface BatchDeleteDialogProps {
  items: readonly LibraryItem[];
  onDelete(): Promise<void>;
  onClose(): void;
}

/** Asks before deleting the checked items, naming how many and which. */
export function BatchDeleteDialog({ items, onDelete, onClose }: BatchDeleteDialogProps) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const submit = async () => {
    setPending(true);
    try {
      await onDelete();
    } finally {
      setPending(false);
    }
    onClose();
  };
  return (
    <FormDialog
      open
      title={intl.formatMessage({ id: 'media.library.batch.deleteTitle' }, { count: items.length })}
      submitLabel={intl.formatMessage({ id: 'media.library.delete.submit' })}
      pending={pending}
      errors={[]}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Typography>{intl.formatMessage({ id: 'media.library.batch.deleteQuestion' })}</Typography>
      <Box component="ul" sx={{ my: 0 }}>
        {items.map((item) => (
          <li key={item.key}>{item.name}</li>
        ))}
      </Box>
    </FormDialog>
  );
}
