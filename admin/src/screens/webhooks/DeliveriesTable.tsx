import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorItemsOf } from '../../api/errorItems';
import { ErrorList } from '../../components/ErrorList';
import { Loading } from '../../components/Loading';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useSubmission } from '../../lib/useSubmission';
import type { WebhookEndpointFieldsFragment } from '../../gql/graphql';
import { RedeliverWebhookMutation, WebhookDeliveriesQuery } from './webhookDocuments';

const PAGE_SIZE = 25;

interface DeliveriesTableProps {
  endpoint: WebhookEndpointFieldsFragment;
  /** Says what an action did (the screen's live region). */
  onDone(message: string): void;
}

/** An endpoint's delivery log, newest first: status, attempts, the last answer, and Redeliver. */
export function DeliveriesTable({ endpoint, onDone }: DeliveriesTableProps) {
  const intl = useIntl();
  const headingId = useId();
  const [pageIndex, setPageIndex] = useState(0);
  const { data, error, refetch } = useQuery(WebhookDeliveriesQuery, { variables: { endpointId: endpoint.id, pageIndex }, fetchPolicy: 'cache-and-network' });
  const [redeliver] = useMutation(RedeliverWebhookMutation);
  const action = useSubmission();
  const list = data?.webhookDeliveries;
  const pages = Math.max(1, Math.ceil((list?.totalItems ?? 0) / PAGE_SIZE));

  const again = async (id: string) => {
    if (await action.run(() => redeliver({ variables: { id } }))) {
      onDone(intl.formatMessage({ id: 'webhooks.redelivered' }));
      await refetch();
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 4, mb: 1 }}>
        <Typography id={headingId} variant="h5" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {intl.formatMessage({ id: 'webhooks.deliveries.title' }, { url: endpoint.url })}
        </Typography>
        <Button onClick={() => void refetch()}>{intl.formatMessage({ id: 'webhooks.deliveries.refresh' })}</Button>
      </Stack>
      <ErrorList errors={error ? errorItemsOf(error) : action.errors} />
      {!list ? (
        <Loading />
      ) : list.items.length === 0 ? (
        <Typography>{intl.formatMessage({ id: 'webhooks.deliveries.empty' })}</Typography>
      ) : (
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              {(['time', 'event', 'id', 'status', 'attempts', 'response'] as const).map((column) => (
                <TableCell key={column}>{intl.formatMessage({ id: `webhooks.deliveries.column.${column}` })}</TableCell>
              ))}
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {intl.formatMessage({ id: 'webhooks.column.actions' })}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.items.map((delivery) => (
              <TableRow key={delivery.id}>
                <TableCell>{intl.formatDate(delivery.createdAt, { dateStyle: 'short', timeStyle: 'medium' })}</TableCell>
                <TableCell>{delivery.event}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{delivery.id}</TableCell>
                <TableCell>{intl.formatMessage({ id: `webhooks.deliveries.status.${delivery.status as 'pending' | 'delivered' | 'failed'}` })}</TableCell>
                <TableCell>{delivery.attempts}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {delivery.lastStatusCode ?? intl.formatMessage({ id: 'webhooks.deliveries.noResponse' })}
                  {(delivery.lastResponse || delivery.lastError) && (
                    <Typography variant="body2" color="text.secondary">
                      {(delivery.lastResponse || delivery.lastError || '').slice(0, 120)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => void again(delivery.id)}
                    aria-label={`${intl.formatMessage({ id: 'webhooks.deliveries.redeliver' })} ${delivery.id}`}
                  >
                    {intl.formatMessage({ id: 'webhooks.deliveries.redeliver' })}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {pages > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button disabled={pageIndex === 0} onClick={() => setPageIndex(pageIndex - 1)}>
            {intl.formatMessage({ id: 'webhooks.deliveries.newer' })}
          </Button>
          <Button disabled={pageIndex >= pages - 1} onClick={() => setPageIndex(pageIndex + 1)}>
            {intl.formatMessage({ id: 'webhooks.deliveries.older' })}
          </Button>
        </Stack>
      )}
    </section>
  );
}
