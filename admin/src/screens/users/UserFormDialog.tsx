import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { concerns } from '../../api/errorItems';
import { FormDialog } from '../../components/FormDialog';
import type { UserListFieldsFragment } from '../../gql/graphql';
import { missingFields } from '../../lib/requiredFields';
import { useSubmission } from '../../lib/useSubmission';
import { CreateUserMutation, RoleOptionsQuery, UpdateUserMutation } from './userDocuments';

interface UserFormDialogProps {
  /** The user to edit; none to add one. */
  user: UserListFieldsFragment | null;
  onClose(): void;
  onSaved(user: UserListFieldsFragment): void;
}

/** Add user or edit user: name, e-mail, job title and role; server errors under the form. */
export function UserFormDialog({ user, onClose, onSaved }: UserFormDialogProps) {
  const intl = useIntl();
  const ids = { name: useId(), email: useId(), jobTitle: useId(), role: useId() };
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [jobTitle, setJobTitle] = useState(user?.jobTitle ?? '');
  const [roleId, setRoleId] = useState(user ? String(user.role.id) : '');
  const roles = useQuery(RoleOptionsQuery);
  const [createUser] = useMutation(CreateUserMutation);
  const [updateUser] = useMutation(UpdateUserMutation);
  const { pending, errors, setErrors, run } = useSubmission();

  const submit = async () => {
    const missing = missingFields({ name, email, role: roleId });
    if (missing.length > 0) return setErrors(missing);
    const profile = { name: name.trim(), jobTitle: jobTitle.trim() };
    const input = { email: email.trim(), role: Number(roleId), profile };
    await run(async () => {
      const saved = user
        ? (await updateUser({ variables: { input: { ...input, id: user.id } } })).data?.updateUser
        : (await createUser({ variables: { input } })).data?.createUser;
      if (!saved) throw new Error('The server answered no user');
      onSaved(saved);
    });
  };

  return (
    <FormDialog
      open
      title={intl.formatMessage({ id: user ? 'users.editTitle' : 'users.addTitle' })}
      submitLabel={intl.formatMessage({ id: user ? 'dialog.save' : 'users.create' })}
      pending={pending}
      errors={errors}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        id={ids.name}
        label={intl.formatMessage({ id: 'field.name' })}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={concerns(errors, 'name')}
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
      <TextField
        id={ids.email}
        label={intl.formatMessage({ id: 'field.email' })}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={concerns(errors, 'email')}
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 254 } }}
      />
      <TextField
        id={ids.jobTitle}
        label={intl.formatMessage({ id: 'field.jobTitle' })}
        value={jobTitle}
        onChange={(event) => setJobTitle(event.target.value)}
        error={concerns(errors, 'jobTitle')}
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
      <TextField
        id={ids.role}
        select
        label={intl.formatMessage({ id: 'field.role' })}
        value={roleId}
        onChange={(event) => setRoleId(event.target.value)}
        error={concerns(errors, 'role') || roles.error !== undefined}
        helperText={roles.error ? intl.formatMessage({ id: 'users.rolesUnavailable' }) : undefined}
        fullWidth
        // The empty choice's text sits where the label would otherwise rest.
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled>
          {intl.formatMessage({ id: roles.loading ? 'app.loading' : 'users.chooseRole' })}
        </option>
        {roles.data?.roles.map((role) => (
          <option key={role.id} value={role.id}>
            {role.name}
          </option>
        ))}
      </TextField>
    </FormDialog>
  );
}
