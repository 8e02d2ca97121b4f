import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { RowAction } from '../../components/list/RowAction';
import { ListTable } from '../../components/list/ListTable';
import type { MessageId } from '../../i18n/messages';
import { UserAvatar } from '../../components/UserAvatar';
import type { UserListFieldsFragment } from '../../gql/graphql';

interface UsersTableProps {
  users: readonly UserListFieldsFragment[];
  caption: string;
  onEdit(user: UserListFieldsFragment): void;
  onDelete(user: UserListFieldsFragment): void;
}

const COLUMNS: readonly MessageId[] = [
  'users.column.user',
  'field.jobTitle',
  'field.role',
  'users.column.status',
  'users.column.createdAt',
  'users.column.actions',
];

/** One page of users: avatar, name and address, job title, role, status, creation date, actions. */
export function UsersTable({ users, caption, onEdit, onDelete }: UsersTableProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  return (
    <ListTable caption={caption} columns={COLUMNS}>
      {users.map((user) => (
        <TableRow key={user.id} hover>
          <TableCell>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <UserAvatar name={user.name} image={user.image} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {user.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {user.email}
                </Typography>
              </Box>
            </Box>
          </TableCell>
          <TableCell>{user.jobTitle}</TableCell>
          <TableCell>{user.role.name}</TableCell>
          <TableCell>
            <Chip
              size="small"
              variant={user.status === 'active' ? 'filled' : 'outlined'}
              color={user.status === 'active' ? 'success' : 'default'}
              label={text({ id: user.status === 'active' ? 'users.status.active' : 'users.status.pending' })}
            />
          </TableCell>
          <TableCell>
            <time dateTime={user.createdAt}>{intl.formatDate(user.createdAt, { dateStyle: 'medium' })}</time>
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            <RowAction label={text({ id: 'users.edit' }, { name: user.name })} icon={<EditIcon />} onClick={() => onEdit(user)} />
            <RowAction label={text({ id: 'users.delete' }, { name: user.name })} icon={<DeleteIcon />} onClick={() => onDelete(user)} />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
