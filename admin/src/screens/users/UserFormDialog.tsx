import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '../../components/FormDialog';
import { TextInput } from '../../components/TextInput';
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
      <TextInput name="name" label="field.name" value={name} onChange={setName} errors={errors} autoComplete="off" maxLength={255} />
      <TextInput name="email" label="field.email" type="email" value={email} onChange={setEmail} errors={errors} autoComplete="off" maxLength={254} />
      <TextInput name="jobTitle" label="field.jobTitle" value={jobTitle} onChange={setJobTitle} errors={errors} autoComplete="off" maxLength={255} />
      <TextInput
        name="role"
        select
        label="field.role"
        value={roleId}
        onChange={setRoleId}
        errors={errors}
        error={roles.error !== undefined}
        hint={roles.error ? intl.formatMessage({ id: 'users.rolesUnavailable' }) : undefined}
      >
        <option value="" disabled>
          {intl.formatMessage({ id: roles.loading ? 'app.loading' : 'users.chooseRole' })}
        </option>
        {roles.data?.roles.map((role) => (
          <option key={role.id} value={role.id}>
            {role.name}
          </option>
        ))}
      </TextInput>
    </FormDialog>
  );
}
