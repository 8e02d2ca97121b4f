import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { VersionCompareDialog } from '../history/VersionCompareDialog';
import type { StaleRevision } from './staleRevision';

interface StaleRevisionDialogProps {
  stale: StaleRevision;
  /** The version the draft was based on. */
  baseVersionId: number;
  /** Drops the draft and loads what is stored now. */
  onReload(): void;
  /** Stores the draft over the newer version, knowingly (the history keeps theirs). */
  onStoreAnyway(): void;
  onClose(): void;
}

/**
 * A store refused because someone else stored first (409): who and when, and the choice to
 * reload, compare what they changed, or store this draft as the newer version anyway. Never silent.
 */
export function StaleRevisionDialog({ stale, baseVersionId, onReload, onStoreAnyway, onClose }: StaleRevisionDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const [comparing, setComparing] = useState(false);
  const who = stale.updatedBy ?? intl.formatMessage({ id: 'editor.stale.someone' });
  const when = stale.updatedAt ? intl.formatDate(stale.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) : '';
  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
        <DialogTitle id={titleId}>{intl.formatMessage({ id: 'editor.stale.title' })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{intl.formatMessage({ id: 'editor.stale.message' }, { who, when, revision: stale.revision })}</DialogContentText>
          <DialogContentText sx={{ mt: 2 }}>{intl.formatMessage({ id: 'editor.stale.choices' })}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>{intl.formatMessage({ id: 'editor.stale.keepEditing' })}</Button>
          <Button onClick={() => setComparing(true)}>{intl.formatMessage({ id: 'editor.stale.compare' })}</Button>
          <Button color="warning" onClick={onStoreAnyway}>
            {intl.formatMessage({ id: 'editor.stale.storeAnyway' })}
          </Button>
          <Button variant="contained" onClick={onReload}>
            {intl.formatMessage({ id: 'editor.stale.reload' })}
          </Button>
        </DialogActions>
      </Dialog>
      {comparing && (
        <VersionCompareDialog
          open
          fromId={baseVersionId}
          toId={stale.headVersionID}
          onClose={() => setComparing(false)}
          title={intl.formatMessage({ id: 'editor.stale.compareTitle' })}
        />
      )}
    </>
  );
}
