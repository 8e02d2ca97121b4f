import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '../../auth/useAuth';
import { errorItemsOf } from '../../api/errorItems';
import { ErrorList } from '../../components/ErrorList';
import { useRelativeAge } from '../../lib/relativeAge';
import { ReviewRequestDialog } from './review/ReviewRequestDialog';
import { PendingRequestQuery } from './publicationDocuments';

interface PendingRequestNoticeProps {
  versionId: number;
  /** After a reviewer accepted or rejected the request from here, with what to tell them. */
  onReviewed(message: string): void;
}

/** That the version waits for review, since when, by whom, and the requester's comment. */
export function PendingRequestNotice({ versionId, onReviewed }: PendingRequestNoticeProps) {
  const intl = useIntl();
  const { can } = useAuth();
  const [reviewing, setReviewing] = useState(false);
  // Always asked again: a version can be requested, rejected and requested anew.
  const { data, error } = useQuery(PendingRequestQuery, { variables: { versionId }, fetchPolicy: 'cache-and-network' });
  const request = data?.publicationRequestOfVersion;
  const age = useRelativeAge(request?.ageSeconds ?? 0);
  if (error) return <ErrorList errors={errorItemsOf(error)} />;
  if (request?.status !== 'pending') return null;
  const name = request.requestedBy?.name ?? intl.formatMessage({ id: 'publication.formerUser' });
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      <Typography>{intl.formatMessage({ id: 'publication.waiting' }, { name, age })}</Typography>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>
        {request.comment
          ? intl.formatMessage({ id: 'publication.comment' }, { comment: request.comment })
          : intl.formatMessage({ id: 'publication.noComment' })}
      </Typography>
      {can('review-publication') && (
        // Reviewing the request, right where the editor is.
        <Button sx={{ mt: 1 }} variant="outlined" size="small" onClick={() => setReviewing(true)} aria-haspopup="dialog">
          {intl.formatMessage({ id: 'publication.review' })}
        </Button>
      )}
      {reviewing && (
        <ReviewRequestDialog
          request={request}
          onClose={() => setReviewing(false)}
          onDecided={(decision) => {
            setReviewing(false);
            onReviewed(intl.formatMessage({ id: decision === 'accept' ? 'review.accepted' : 'review.rejected' }, { title: request.pageTitle }));
          }}
        />
      )}
    </Alert>
  );
}
