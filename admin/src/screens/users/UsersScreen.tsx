import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorItemsOf } from '../../api/errorItems';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PaginatedList } from '../../components/list/PaginatedList';
import type { SortColumnOption } from '../../components/list/ListToolbar';
import { usePaginatedList } from '../../components/list/usePaginatedList';
import { ScreenTitle } from '../../components/ScreenTitle';
import { SuccessNotice } from '../../components/SuccessNotice';
import type { UserListFieldsFragment } from '../../gql/graphql';
import type { MessageId } from '../../i18n/messages';
import { DeleteUserMutation, UsersListQuery } from './userDocuments';
import { UserFormDialog } from './UserFormDialog';
import { UsersTable } from './UsersTable';

type UserSortColumn = 'createdAt' | 'updatedAt' | 'name' | 'email';

const SORT_COLUMNS: readonly { value: UserSortColumn; label: MessageId }[] = [
  { value: 'createdAt', label: 'list.sort.createdAt' },
  { value: 'updatedAt', label: 'list.sort.updatedAt' },
  { value: 'name', label: 'field.name' },
  { value: 'email', label: 'field.email' },
];

/** The open dialog: add, edit or delete a user, or none. */
type UserDialog = { kind: 'add' } | { kind: 'edit'; user: UserListFieldsFragment } | { kind: 'delete'; user: UserListFieldsFragment } | null;

/** The dashboard titled "CMS Dashboard" with its users section. */
export function UsersScreen() {
  const intl = useIntl();
  const headingId = useId();
  const list = usePaginatedList<UserSortColumn>({ defaultSort: { column: 'createdAt', order: 'desc' } });
  const { data, previousData, loading, error, refetch } = useQuery(UsersListQuery, { variables: list.request });
  const [deleteUser] = useMutation(DeleteUserMutation);
  const [dialog, setDialog] = useState<UserDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const sortColumns: SortColumnOption<UserSortColumn>[] = SORT_COLUMNS.map(({ value, label }) => ({
    value,
    label: intl.formatMessage({ id: label }),
  }));

  const saved = (kind: 'add' | 'edit', user: UserListFieldsFragment) => {
    setDialog(null);
    setNotice(intl.formatMessage({ id: kind === 'add' ? 'users.created' : 'users.updated' }, { name: user.name }));
    void refetch();
  };

  const remove = async (user: UserListFieldsFragment) => {
    await deleteUser({ variables: { id: user.id } });
    setNotice(intl.formatMessage({ id: 'users.deleted' }, { name: user.name }));
    await refetch();
  };

  return (
    <>
      {/* SPEC §2 names the screen "CMS Dashboard"; the navigation's "User management" leads to its users section, named in the tab too. */}
      <ScreenTitle id="screen.users.title" section={intl.formatMessage({ id: 'users.heading' })} />
      <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
        <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
          {intl.formatMessage({ id: 'users.heading' })}
        </Typography>
        <PaginatedList
          list={list}
          page={(data ?? previousData)?.users}
          loading={loading}
          errors={error ? errorItemsOf(error) : []}
          searchLabel={intl.formatMessage({ id: 'users.search' })}
          sortColumns={sortColumns}
          noResultsText={intl.formatMessage({ id: list.request.searchTerm ? 'users.noMatches' : 'users.none' })}
          controls={
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setDialog({ kind: 'add' })} aria-haspopup="dialog">
              {intl.formatMessage({ id: 'users.add' })}
            </Button>
          }
        >
          {(users) => (
            <UsersTable
              users={users}
              caption={intl.formatMessage({ id: 'users.heading' })}
              onEdit={(user) => setDialog({ kind: 'edit', user })}
              onDelete={(user) => setDialog({ kind: 'delete', user })}
            />
          )}
        </PaginatedList>
      </Box>
      {dialog?.kind === 'add' && <UserFormDialog user={null} onClose={() => setDialog(null)} onSaved={(user) => saved('add', user)} />}
      {dialog?.kind === 'edit' && (
        <UserFormDialog key={dialog.user.id} user={dialog.user} onClose={() => setDialog(null)} onSaved={(user) => saved('edit', user)} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title={intl.formatMessage({ id: 'users.deleteTitle' })}
          message={intl.formatMessage({ id: 'users.deleteMessage' }, { name: dialog.user.name, email: dialog.user.email })}
          confirmLabel={intl.formatMessage({ id: 'dialog.delete' })}
          destructive
          onConfirm={() => remove(dialog.user)}
          onClose={() => setDialog(null)}
        />
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
