import BlockIcon from '@mui/icons-material/Block';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { ListTable } from '../../components/list/ListTable';
import { RowAction } from '../../components/list/RowAction';
import type { AccessTokenFieldsFragment } from '../../gql/graphql';
import type { MessageId } from '../../i18n/messages';
import { scopeLabel } from './scopeLabel';

const COLUMNS: readonly MessageId[] = [
  'accessTokens.column.token',
  'accessTokens.column.user',
  'accessTokens.field.scopes',
  'accessTokens.column.created',
  'accessTokens.column.lastUsed',
  'accessTokens.column.expires',
  'accessTokens.column.status',
  'accessTokens.column.actions',
];

const STATUS_LABELS: Readonly<Record<string, MessageId>> = {
  active: 'accessTokens.status.active',
  expired: 'accessTokens.status.expired',
  revoked: 'accessTokens.status.revoked',
};

interface AccessTokensTableProps {
  tokens: readonly AccessTokenFieldsFragment[];
  onRevoke(token: AccessTokenFieldsFragment): void;
}

/** Every token: name and hint, user, scopes, dates, status; an active one can be revoked. */
export function AccessTokensTable({ tokens, onRevoke }: AccessTokensTableProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const date = (at: string | null | undefined, none: MessageId) =>
    at ? <time dateTime={at}>{intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' })}</time> : text({ id: none });
  return (
    <ListTable caption={text({ id: 'screen.accessTokens.title' })} columns={COLUMNS} minWidth={980}>
      {tokens.map((token) => {
        const { status } = token;
        return (
          <TableRow key={token.id} hover>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {token.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                {`${token.hint}…`}
              </Typography>
            </TableCell>
            <TableCell>
              <Typography variant="body2">{token.user.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {token.user.email}
              </Typography>
            </TableCell>
            <TableCell>{token.scopes.map((scope) => scopeLabel(intl, scope)).join(', ')}</TableCell>
            <TableCell>{date(token.createdAt, 'accessTokens.never')}</TableCell>
            <TableCell>{date(token.lastUsedAt, 'accessTokens.never')}</TableCell>
            <TableCell>{date(token.expiresAt, 'accessTokens.noExpiry')}</TableCell>
            <TableCell>
              <Chip
                size="small"
                variant={status === 'active' ? 'filled' : 'outlined'}
                color={status === 'active' ? 'success' : 'default'}
                label={STATUS_LABELS[status] ? text({ id: STATUS_LABELS[status] }) : status}
              />
            </TableCell>
            <TableCell align="right">
              {status === 'active' && (
                <RowAction label={text({ id: 'accessTokens.revoke' }, { name: token.name })} icon={<BlockIcon />} onClick={() => onRevoke(token)} />
              )}
            </TableCell>
          </TableRow>
        );
      })}
    </ListTable>
  );
}
