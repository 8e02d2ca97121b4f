import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { UserAvatar } from '../../../../components/UserAvatar';
import { StaleRevisionDialog } from '../StaleRevisionDialog';
import type { DraftBase } from '../useStoreDraft';
import { usePagePresence } from './usePagePresence';

interface PresenceStripProps {
  pageId: number;
  /** The editor has unsaved changes (the others see it; and a newer version can then be compared). */
  dirty: boolean;
  /** What the editor's draft builds on: a version stored by someone else is newer than it. */
  base: DraftBase;
  /** Drops the draft and loads what is stored now. */
  onReload(): void;
  /** Stores the draft over the newer version, knowingly (from the compare view). */
  onStoreAnyway(revision: number): void;
}

/**
 * Who else has the page open ("Anna is editing (unsaved changes)") and, the moment one of them
 * stores a version, a notice with the choice to reload or, with unsaved changes, compare first.
 * Both are announced politely to screen readers.
 */
export function PresenceStrip({ pageId, dirty, base, onReload, onStoreAnyway }: PresenceStripProps) {
  const intl = useIntl();
  const { others, stored } = usePagePresence(pageId, dirty);
  const [dismissed, setDismissed] = useState(0);
  const [comparing, setComparing] = useState(false);
  const newer = stored && stored.revision > base.revision && stored.revision > dismissed ? stored : null;
  const storer = newer?.storedBy?.name ?? intl.formatMessage({ id: 'presence.someone' });

  return (
    <Box sx={{ display: 'grid', gap: 1, mb: others.length > 0 || newer ? 1.5 : 0 }}>
      <Box
        component="ul"
        aria-live="polite"
        aria-label={intl.formatMessage({ id: 'presence.others' })}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
      >
        {others.map((editor) => (
          <Box component="li" key={editor.userID} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5, borderRadius: 5, bgcolor: 'action.hover' }}>
            <UserAvatar name={editor.name} image={editor.image} size={28} />
            <Box component="span" sx={{ fontSize: 14 }}>
              {intl.formatMessage({ id: editor.dirty ? 'presence.editingUnsaved' : 'presence.editing' }, { name: editor.name })}
            </Box>
          </Box>
        ))}
      </Box>
      {/* Announced when it appears (someone stored) and when it goes (reloaded, dismissed). */}
      <Box aria-live="polite">
        {newer && (
          <Alert
            severity="info"
            role="note"
            action={
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                {dirty && newer.versionID !== null && (
                  <Button color="inherit" size="small" onClick={() => setComparing(true)} aria-haspopup="dialog">
                    {intl.formatMessage({ id: 'presence.compare' })}
                  </Button>
                )}
                <Button color="inherit" size="small" variant="outlined" onClick={onReload}>
                  {intl.formatMessage({ id: 'presence.reload' })}
                </Button>
                <IconButton
                  color="inherit"
                  size="small"
                  aria-label={intl.formatMessage({ id: 'presence.dismiss' })}
                  onClick={() => setDismissed(newer.revision)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            }
          >
            {intl.formatMessage({ id: 'presence.stored' }, { name: storer, revision: newer.revision })}
          </Alert>
        )}
      </Box>
      {comparing && newer && newer.versionID !== null && (
        <StaleRevisionDialog
          stale={{ revision: newer.revision, headVersionID: newer.versionID, updatedAt: newer.storedAt, updatedBy: newer.storedBy?.name ?? null }}
          baseVersionId={base.versionId}
          onReload={() => {
            setComparing(false);
            onReload();
          }}
          onStoreAnyway={() => {
            setComparing(false);
            onStoreAnyway(newer.revision);
          }}
          onClose={() => setComparing(false)}
        />
      )}
    </Box>
  );
}
