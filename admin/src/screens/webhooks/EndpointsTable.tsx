import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { WebhookEndpointFieldsFragment } from '../../gql/graphql';

export type EndpointAction = 'edit' | 'rotate' | 'test' | 'deliveries' | 'delete';

interface EndpointsTableProps {
  endpoints: readonly WebhookEndpointFieldsFragment[];
  /** The endpoint whose deliveries are shown (its Deliveries button is pressed). */
  selectedId: number | null;
  onAction(action: EndpointAction, endpoint: WebhookEndpointFieldsFragment): void;
}

const ACTIONS: readonly { action: EndpointAction; label: 'webhooks.showDeliveries' | 'webhooks.test' | 'webhooks.rotate' | 'webhooks.delete' }[] = [
  { action: 'deliveries', label: 'webhooks.showDeliveries' },
  { action: 'test', label: 'webhooks.test' },
  { action: 'rotate', label: 'webhooks.rotate' },
  { action: 'delete', label: 'webhooks.delete' },
];

/** The endpoints with their events and state; each row's buttons name their endpoint for screen readers. */
export function EndpointsTable({ endpoints, selectedId, onAction }: EndpointsTableProps) {
  const intl = useIntl();
  return (
    <Table aria-label={intl.formatMessage({ id: 'webhooks.table.label' })}>
      <TableHead>
        <TableRow>
          <TableCell>{intl.formatMessage({ id: 'webhooks.column.url' })}</TableCell>
          <TableCell>{intl.formatMessage({ id: 'webhooks.column.events' })}</TableCell>
          <TableCell>{intl.formatMessage({ id: 'webhooks.column.state' })}</TableCell>
          <TableCell>{intl.formatMessage({ id: 'webhooks.column.actions' })}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {endpoints.map((endpoint) => (
          <TableRow key={endpoint.id}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <Button
                variant="text"
                onClick={() => onAction('edit', endpoint)}
                aria-label={intl.formatMessage({ id: 'webhooks.edit' }, { url: endpoint.url })}
                sx={{ textTransform: 'none', textAlign: 'left' }}
              >
                {endpoint.url}
              </Button>
              {endpoint.description && (
                <Typography variant="body2" color="text.secondary">
                  {endpoint.description}
                </Typography>
              )}
            </TableCell>
            <TableCell>{endpoint.events.join(', ')}</TableCell>
            <TableCell>
              {intl.formatMessage({ id: endpoint.enabled ? 'webhooks.state.enabled' : 'webhooks.state.disabled' })}
              {endpoint.includePersonalData && (
                <Typography variant="body2" color="text.secondary">
                  {intl.formatMessage({ id: 'webhooks.state.personal' })}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {ACTIONS.map(({ action, label }) => (
                  <Button
                    key={action}
                    size="small"
                    color={action === 'delete' ? 'error' : 'primary'}
                    aria-pressed={action === 'deliveries' ? endpoint.id === selectedId : undefined}
                    aria-label={`${intl.formatMessage({ id: label })}: ${endpoint.url}`}
                    onClick={() => onAction(action, endpoint)}
                  >
                    {intl.formatMessage({ id: label })}
                  </Button>
                ))}
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
