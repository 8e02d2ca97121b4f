import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ErrorList } from '../../components/ErrorList';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { PasswordField } from '../../components/PasswordField';
import { NEW_PASSWORD_LABELS } from '../../lib/passwordRules';
import { missingFields } from '../../lib/requiredFields';
import { useSubmission } from '../../lib/useSubmission';
import { ChangePasswordMutation } from './accountDocuments';

/** The signed-in user's password: current one (AUTH_02 when wrong), new one with its rules, confirmation (V_08). */
export function ChangePasswordForm({ email }: { email: string }) {
  const intl = useIntl();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [changed, setChanged] = useState(false);
  const [changePassword] = useMutation(ChangePasswordMutation);
  const { pending, errors, setErrors, run } = useSubmission();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChanged(false);
    const missing = missingFields({ currentPassword, password, confirm });
    if (missing.length > 0) return setErrors(missing);
    if (await run(() => changePassword({ variables: { currentPassword, password, confirm } }))) {
      setChanged(true);
      setCurrentPassword('');
      setPassword('');
      setConfirm('');
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2}>
      {/* Tells password managers whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField name="currentPassword" label="field.currentPassword" value={currentPassword} onChange={setCurrentPassword} errors={errors} />
      <NewPasswordFields password={password} onPasswordChange={setPassword} confirm={confirm} onConfirmChange={setConfirm} errors={errors} />
      <Button type="submit" variant="contained" loading={pending} sx={{ alignSelf: 'flex-start' }}>
        {intl.formatMessage({ id: 'settings.password.save' })}
      </Button>
      <ErrorList errors={errors} labels={NEW_PASSWORD_LABELS} />
      {changed && <Alert severity="success">{intl.formatMessage({ id: 'settings.password.changed' })}</Alert>}
    </Stack>
  );
}
