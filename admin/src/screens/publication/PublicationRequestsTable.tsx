import RateReviewIcon from '@mui/icons-material/RateReview';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { ListTable } from '../../components/list/ListTable';
import type { MessageId } from '../../i18n/messages';
import { RelativeAge } from '../../components/RelativeAge';
import type { PublicationRequestFieldsFragment } from '../../gql/graphql';

interface PublicationRequestsTableProps {
  requests: readonly PublicationRequestFieldsFragment[];
  caption: string;
  onReview(request: PublicationRequestFieldsFragment): void;
}

const COLUMNS: readonly MessageId[] = [
  'publicationRequests.column.page',
  'publicationRequests.column.path',
  'publicationRequests.column.requestedBy',
  'publicationRequests.column.comment',
  'publicationRequests.column.age',
  'publicationRequests.column.actions',
];

/** One page of waiting requests: page, language and path, requester, comment, age, and Review. */
export function PublicationRequestsTable({ requests, caption, onReview }: PublicationRequestsTableProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  return (
    <ListTable caption={caption} columns={COLUMNS}>
      {requests.map((request) => (
        <TableRow key={request.id} hover>
          <TableCell sx={{ fontWeight: 600 }}>{request.pageTitle}</TableCell>
          <TableCell>
            {request.pageLocale} · <code>/{request.pageSlug}</code>
          </TableCell>
          <TableCell>{request.requestedBy?.name ?? text({ id: 'publication.formerUser' })}</TableCell>
          <TableCell sx={{ maxWidth: 320 }}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {request.comment}
            </Typography>
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <RelativeAge ageSeconds={request.ageSeconds} at={request.requestedAt} />
          </TableCell>
          <TableCell align="right">
            <Button
              startIcon={<RateReviewIcon />}
              onClick={() => onReview(request)}
              aria-haspopup="dialog"
              aria-label={text({ id: 'publicationRequests.reviewPage' }, { title: request.pageTitle })}
            >
              {text({ id: 'publicationRequests.review' })}
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
