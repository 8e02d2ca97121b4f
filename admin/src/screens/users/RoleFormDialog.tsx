import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { concerns } from '../../api/errorItems';
import { FormDialog } from '../../components/FormDialog';
import { TextInput } from '../../components/TextInput';
import type { RoleFieldsFragment } from '../../gql/graphql';
import { missingFields } from '../../lib/requiredFields';
import { useSubmission } from '../../lib/useSubmission';
import { PermissionPicker } from './PermissionPicker';
import { CreateRoleMutation, UpdateRoleMutation } from './roleDocuments';

interface RoleFormDialogProps {
  /** The role to edit; none to create one. */
  role: RoleFieldsFragment | null;
  availablePermissions: readonly string[];
  onClose(): void;
  onSaved(role: RoleFieldsFragment): void;
}

/** Create or edit a role: its name and its permissions. */
export function RoleFormDialog({ role, availablePermissions, onClose, onSaved }: RoleFormDialogProps) {
  const intl = useIntl();
  const [name, setName] = useState(role?.name ?? '');
  const [permissions, setPermissions] = useState<ReadonlySet<string>>(new Set(role?.permissions.map((grant) => grant.name)));
  const [createRole] = useMutation(CreateRoleMutation);
  const [updateRole] = useMutation(UpdateRoleMutation);
  const { pending, errors, setErrors, run } = useSubmission();

  const submit = async () => {
    const missing = missingFields({ name });
    if (missing.length > 0) return setErrors(missing);
    // In the order the server lists them, whatever order they were ticked in.
    const input = { name: name.trim(), permissions: availablePermissions.filter((p) => permissions.has(p)).map((p) => ({ name: p })) };
    await run(async () => {
      const saved = role
        ? (await updateRole({ variables: { id: role.id, input } })).data?.updateRole
        : (await createRole({ variables: { input } })).data?.createRole;
      if (!saved) throw new Error('The server answered no role');
      onSaved(saved);
    });
  };

  return (
    <FormDialog
      open
      title={intl.formatMessage({ id: role ? 'roles.editTitle' : 'roles.addTitle' })}
      submitLabel={intl.formatMessage({ id: role ? 'dialog.save' : 'roles.create' })}
      pending={pending}
      errors={errors}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextInput name="name" label="field.name" value={name} onChange={setName} errors={errors} autoComplete="off" maxLength={100} />
      <PermissionPicker available={availablePermissions} selected={permissions} onChange={setPermissions} error={concerns(errors, 'permissions')} />
    </FormDialog>
  );
}
