import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useIntl } from 'react-intl';

interface DeleteItemDialogProps {
  label: string;
  onDelete(withChildren: boolean): void;
  onCancel(): void;
}

/** Deleting an item that has sub-items: with them, or keeping them (they move up a level). */
export function DeleteItemDialog({ label, onDelete, onCancel }: DeleteItemDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{intl.formatMessage({ id: 'menu.delete.title' }, { label })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{intl.formatMessage({ id: 'menu.delete.message' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{intl.formatMessage({ id: 'menu.form.cancel' })}</Button>
        <Button onClick={() => onDelete(false)}>{intl.formatMessage({ id: 'menu.delete.keepChildren' })}</Button>
        <Button color="error" onClick={() => onDelete(true)}>
          {intl.formatMessage({ id: 'menu.delete.withChildren' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
