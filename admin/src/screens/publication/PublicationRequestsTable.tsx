import RateReviewIcon from '@mui/icons-material/RateReview';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { RelativeAge } from '../../components/RelativeAge';
import type { PublicationRequestFieldsFragment } from '../../gql/graphql';

interface PublicationRequestsTableProps {
  requests: readonly PublicationRequestFieldsFragment[];
  caption: string;
  onReview(request: PublicationRequestFieldsFragment): void;
}

/** One page of waiting requests: page, language and path, requester, comment, age, and Review. */
export function PublicationRequestsTable({ requests, caption, onReview }: PublicationRequestsTableProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  return (
    <TableContainer>
      <Table size="small" aria-label={caption} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>{text({ id: 'publicationRequests.column.page' })}</TableCell>
            <TableCell>{text({ id: 'publicationRequests.column.path' })}</TableCell>
            <TableCell>{text({ id: 'publicationRequests.column.requestedBy' })}</TableCell>
            <TableCell>{text({ id: 'publicationRequests.column.comment' })}</TableCell>
            <TableCell>{text({ id: 'publicationRequests.column.age' })}</TableCell>
            <TableCell align="right">{text({ id: 'publicationRequests.column.actions' })}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
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
        </TableBody>
      </Table>
    </TableContainer>
  );
}
