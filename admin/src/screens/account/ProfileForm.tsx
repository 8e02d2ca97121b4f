import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { CurrentUser } from '../../auth/authContext';
import { ErrorList } from '../../components/ErrorList';
import { TextInput } from '../../components/TextInput';
import { missingFields } from '../../lib/requiredFields';
import { useSubmission } from '../../lib/useSubmission';
import { UpdateOwnProfileMutation } from './accountDocuments';

/** The signed-in user's name and job title (e-mail and role stay with user management). */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const [name, setName] = useState(user.name);
  const [jobTitle, setJobTitle] = useState(user.jobTitle);
  const [saved, setSaved] = useState(false);
  const [updateOwnProfile] = useMutation(UpdateOwnProfileMutation);
  const { pending, errors, setErrors, run } = useSubmission();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const missing = missingFields({ name });
    if (missing.length > 0) return setErrors(missing);
    setSaved(await run(() => updateOwnProfile({ variables: { name: name.trim(), jobTitle: jobTitle.trim() } })));
  };

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2}>
      <TextInput name="email" label="field.email" value={user.email} disabled />
      <TextInput name="role" label="field.role" value={user.role.name} disabled />
      <TextInput name="name" label="field.name" value={name} onChange={setName} errors={errors} autoComplete="name" maxLength={255} />
      <TextInput
        name="jobTitle"
        label="field.jobTitle"
        value={jobTitle}
        onChange={setJobTitle}
        errors={errors}
        autoComplete="organization-title"
        maxLength={255}
      />
      <Button type="submit" variant="contained" loading={pending} sx={{ alignSelf: 'flex-start' }}>
        {intl.formatMessage({ id: 'settings.profile.save' })}
      </Button>
      <ErrorList errors={errors} />
      {saved && <Alert severity="success">{intl.formatMessage({ id: 'settings.profile.saved' })}</Alert>}
    </Stack>
  );
}
