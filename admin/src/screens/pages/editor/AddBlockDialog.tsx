import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { BlockIcon } from './blockIcons';

interface AddBlockDialogProps {
  title: string;
  blockTypes: readonly { id: string; label: string; icon: string }[];
  /** The current type when replacing: not offered again. */
  exclude?: string;
  onChoose(blockType: string): void;
  onClose(): void;
}

/** Adding or replacing a block: the block types the page type allows. */
export function AddBlockDialog({ title, blockTypes, exclude, onChoose, onClose }: AddBlockDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Grid container spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {blockTypes
            .filter((type) => type.id !== exclude)
            .map((type) => (
              <Grid key={type.id} size={{ xs: 12, sm: 6 }} component="li">
                <Button fullWidth variant="outlined" startIcon={<BlockIcon name={type.icon} />} onClick={() => onChoose(type.id)} sx={{ justifyContent: 'flex-start', py: 1.5 }}>
                  {type.label}
                </Button>
              </Grid>
            ))}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'dialog.cancel' })}</Button>
      </DialogActions>
    </Dialog>
  );
}
