import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '../../auth/useAuth';
import type { ReleaseDetailFieldsFragment } from '../../gql/graphql';
import type { MessageId } from '../../i18n/messages';
import {
  PublishReleaseMutation,
  RequestReleaseReviewMutation,
  ReviewReleaseMutation,
  RollbackReleaseMutation,
  ScheduleReleaseMutation,
  UnscheduleReleaseMutation,
} from './releaseDocuments';
import { storeReleaseAnswer } from './storeReleaseAnswer';
import type { ReleaseAction } from './useReleaseAction';

interface ReleaseActionsProps {
  detail: ReleaseDetailFieldsFragment;
  action: ReleaseAction;
}

/** The workflow's next steps for this release, each shown to whoever holds its permission. */
export function ReleaseActions({ detail, action }: ReleaseActionsProps) {
  const intl = useIntl();
  const { can } = useAuth();
  const { release, items } = detail;
  const id = release.id;
  const [requestReview] = useMutation(RequestReleaseReviewMutation, { update: storeReleaseAnswer });
  const [review] = useMutation(ReviewReleaseMutation, { update: storeReleaseAnswer });
  const [publish] = useMutation(PublishReleaseMutation, { update: storeReleaseAnswer });
  const [schedule] = useMutation(ScheduleReleaseMutation, { update: storeReleaseAnswer });
  const [unschedule] = useMutation(UnscheduleReleaseMutation, { update: storeReleaseAnswer });
  const [rollback] = useMutation(RollbackReleaseMutation, { update: storeReleaseAnswer });
  const [feedback, setFeedback] = useState('');
  const [at, setAt] = useState('');
  const text = (messageId: MessageId) => intl.formatMessage({ id: messageId });
  const conflicts = items.some((item) => item.conflicts.length > 0);
  const movedOn = items.some((item) => item.movedOn);
  const status = release.status;

  return (
    <Stack spacing={2} sx={{ mt: 3, alignItems: 'flex-start' }}>
      {conflicts && (status === 'approved' || status === 'scheduled') && <Alert severity="warning">{text('releases.conflictsBlock')}</Alert>}
      {(status === 'open' || status === 'changes-requested') && can('edit-page') && (
        <Button
          variant="contained"
          disabled={action.pending || items.length === 0}
          onClick={() => void action.act('releases.done.requestReview', () => requestReview({ variables: { id } }))}
        >
          {text('releases.requestReview')}
        </Button>
      )}
      {status === 'in-review' && can('review-publication') && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={text('releases.reviewFeedback')}
            value={feedback}
            onChange={(event) => setFeedback(event.target.value)}
            multiline
            minRows={2}
            sx={{ minWidth: 360 }}
          />
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={action.pending}
              onClick={() => void action.act('releases.done.approve', () => review({ variables: { id, decision: 'approve', feedback } }))}
            >
              {text('releases.approve')}
            </Button>
            <Button
              disabled={action.pending}
              onClick={() => void action.act('releases.done.requestChanges', () => review({ variables: { id, decision: 'request-changes', feedback } }))}
            >
              {text('releases.requestChanges')}
            </Button>
          </Stack>
        </Stack>
      )}
      {status === 'approved' && can('publish-page') && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            disabled={action.pending || conflicts}
            onClick={() => void action.act('releases.done.publish', () => publish({ variables: { id } }))}
          >
            {text('releases.publishNow')}
          </Button>
          <TextField
            label={text('releases.scheduleAt')}
            type="datetime-local"
            value={at}
            onChange={(event) => setAt(event.target.value)}
            size="small"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
          />
          <Button
            disabled={action.pending || at === ''}
            onClick={() => void action.act('releases.done.schedule', () => schedule({ variables: { id, at: new Date(at).toISOString() } }))}
          >
            {text('releases.schedule')}
          </Button>
        </Stack>
      )}
      {status === 'scheduled' && can('publish-page') && (
        <Button disabled={action.pending} onClick={() => void action.act('releases.done.unschedule', () => unschedule({ variables: { id } }))}>
          {text('releases.unschedule')}
        </Button>
      )}
      {status === 'published' && can('publish-page') && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {movedOn && <Alert severity="warning">{text('releases.rollbackMovedOn')}</Alert>}
          <Button
            variant="outlined"
            color="warning"
            disabled={action.pending}
            onClick={() => void action.act('releases.done.rollback', () => rollback({ variables: { id, force: movedOn } }))}
          >
            {text(movedOn ? 'releases.rollbackForce' : 'releases.rollback')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
