import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { errorItemsOf } from '../../api/errorItems';
import { ErrorList } from '../../components/ErrorList';
import { useRelativeAge } from '../../lib/relativeAge';
import { PendingRequestQuery } from './publicationDocuments';

interface PendingRequestNoticeProps {
  versionId: number;
}

/** That the version waits for review, since when, by whom, and the requester's comment. */
export function PendingRequestNotice({ versionId }: PendingRequestNoticeProps) {
  const intl = useIntl();
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
        {request.comment ? intl.formatMessage({ id: 'publication.comment' }, { comment: request.comment }) : intl.formatMessage({ id: 'publication.noComment' })}
      </Typography>
    </Alert>
  );
}
