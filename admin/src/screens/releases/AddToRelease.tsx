import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '../../auth/useAuth';
import { FormDialog } from '../../components/FormDialog';
import { SuccessNotice } from '../../components/SuccessNotice';
import { useSubmission } from '../../lib/useSubmission';
import { AddReleaseItemMutation, ReleasesQuery } from './releaseDocuments';
import { storeReleaseAnswer } from './storeReleaseAnswer';

/** Releases that still take pages. */
const OPEN = new Set(['open', 'in-review', 'approved', 'changes-requested']);

interface AddToReleaseProps {
  pageId: number;
  /** Unsaved changes are saved (or dropped) first, by the editor's choice: null when the editor cancelled. */
  beforeAdd(): Promise<unknown>;
}

/** The page editor's "Add to release": the page's current head joins a release that still takes pages. */
export function AddToRelease({ pageId, beforeAdd }: AddToReleaseProps) {
  const intl = useIntl();
  const { can } = useAuth();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number | ''>('');
  const [notice, setNotice] = useState<string | null>(null);
  const [loadReleases, { data }] = useLazyQuery(ReleasesQuery, { fetchPolicy: 'network-only' });
  const [addItem] = useMutation(AddReleaseItemMutation, { update: storeReleaseAnswer });
  const submission = useSubmission();
  if (!can('edit-page')) return null;
  const releases = (data?.releases.items ?? []).filter((release) => OPEN.has(release.status));

  const show = async () => {
    if ((await beforeAdd()) === null) return;
    setChosen('');
    setOpen(true);
    void loadReleases().catch(() => undefined);
  };
  const add = async () => {
    if (chosen === '') return;
    const release = releases.find((candidate) => candidate.id === chosen);
    if (await submission.run(() => addItem({ variables: { id: chosen, pageId } }))) {
      setOpen(false);
      setNotice(intl.formatMessage({ id: 'releases.addToRelease.added' }, { name: release?.name ?? '' }));
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<PlaylistAddIcon />} onClick={() => void show()} aria-haspopup="dialog">
        {intl.formatMessage({ id: 'releases.addToRelease' })}
      </Button>
      <FormDialog
        open={open}
        title={intl.formatMessage({ id: 'releases.addToRelease.title' })}
        submitLabel={intl.formatMessage({ id: 'releases.addToRelease' })}
        pending={submission.pending}
        errors={submission.errors}
        onSubmit={() => void add()}
        onClose={() => setOpen(false)}
      >
        {data && releases.length === 0 ? (
          <Typography>{intl.formatMessage({ id: 'releases.addToRelease.none' })}</Typography>
        ) : (
          <TextField
            select
            label={intl.formatMessage({ id: 'releases.addToRelease.release' })}
            value={chosen}
            onChange={(event) => setChosen(Number(event.target.value))}
            fullWidth
          >
            {releases.map((release) => (
              <MenuItem key={release.id} value={release.id}>
                {release.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </FormDialog>
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
