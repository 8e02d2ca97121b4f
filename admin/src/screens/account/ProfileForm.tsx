import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { concerns } from '../../api/errorItems';
import type { CurrentUser } from '../../auth/authContext';
import { ErrorList } from '../../components/ErrorList';
import { missingFields } from '../../lib/requiredFields';
import { useSubmission } from '../../lib/useSubmission';
import { UpdateOwnProfileMutation } from './accountDocuments';

/** The signed-in user's name and job title (e-mail and role stay with user management). */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const ids = { name: useId(), jobTitle: useId(), email: useId(), role: useId() };
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
      <TextField id={ids.email} label={intl.formatMessage({ id: 'field.email' })} value={user.email} disabled fullWidth />
      <TextField id={ids.role} label={intl.formatMessage({ id: 'field.role' })} value={user.role.name} disabled fullWidth />
      <TextField
        id={ids.name}
        label={intl.formatMessage({ id: 'field.name' })}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={concerns(errors, 'name')}
        autoComplete="name"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
      <TextField
        id={ids.jobTitle}
        label={intl.formatMessage({ id: 'field.jobTitle' })}
        value={jobTitle}
        onChange={(event) => setJobTitle(event.target.value)}
        error={concerns(errors, 'jobTitle')}
        autoComplete="organization-title"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
      <Button type="submit" variant="contained" loading={pending} sx={{ alignSelf: 'flex-start' }}>
        {intl.formatMessage({ id: 'settings.profile.save' })}
      </Button>
      <ErrorList errors={errors} />
      {saved && (
        <Alert severity="success">
          {intl.formatMessage({ id: 'settings.profile.saved' })}
        </Alert>
      )}
    </Stack>
  );
}
