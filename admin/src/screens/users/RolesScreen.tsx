import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorItemsOf } from '../../api/errorItems';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorList } from '../../components/ErrorList';
import { Loading } from '../../components/Loading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { SuccessNotice } from '../../components/SuccessNotice';
import type { RoleFieldsFragment } from '../../gql/graphql';
import { RoleCard } from './RoleCard';
import { DeleteRoleMutation, RolesQuery } from './roleDocuments';
import { RoleFormDialog } from './RoleFormDialog';

type RoleDialog = { kind: 'add' } | { kind: 'edit'; role: RoleFieldsFragment } | { kind: 'delete'; role: RoleFieldsFragment } | null;

/** Roles and their permissions (manage-users): create, edit, delete (not the built-in ones). */
export function RolesScreen() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(RolesQuery);
  const [deleteRole] = useMutation(DeleteRoleMutation);
  const [dialog, setDialog] = useState<RoleDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const saved = (kind: 'add' | 'edit', role: RoleFieldsFragment) => {
    setDialog(null);
    setNotice(intl.formatMessage({ id: kind === 'add' ? 'roles.created' : 'roles.updated' }, { name: role.name }));
    void refetch();
  };

  const remove = async (role: RoleFieldsFragment) => {
    await deleteRole({ variables: { id: role.id } });
    setNotice(intl.formatMessage({ id: 'roles.deleted' }, { name: role.name }));
    await refetch();
  };

  return (
    <>
      <ScreenTitle id="screen.roles.title" />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })} aria-haspopup="dialog" disabled={!data}>
          {intl.formatMessage({ id: 'roles.add' })}
        </Button>
      </Box>
      {loading && !data && <Loading />}
      {error && <ErrorList errors={errorItemsOf(error)} />}
      {data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' }}>
          {data.roles.map((role) => (
            <RoleCard key={role.id} role={role} onEdit={() => setDialog({ kind: 'edit', role })} onDelete={() => setDialog({ kind: 'delete', role })} />
          ))}
        </Box>
      )}
      {data && (dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <RoleFormDialog
          key={dialog.kind === 'edit' ? dialog.role.id : 'new'}
          role={dialog.kind === 'edit' ? dialog.role : null}
          availablePermissions={data.permissions}
          onClose={() => setDialog(null)}
          onSaved={(role) => saved(dialog.kind, role)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title={intl.formatMessage({ id: 'roles.deleteTitle' })}
          message={intl.formatMessage({ id: 'roles.deleteMessage' }, { name: dialog.role.name })}
          confirmLabel={intl.formatMessage({ id: 'dialog.delete' })}
          destructive
          onConfirm={() => remove(dialog.role)}
          onClose={() => setDialog(null)}
        />
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
