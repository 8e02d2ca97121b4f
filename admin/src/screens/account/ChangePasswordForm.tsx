import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { concerns } from '../../api/errorItems';
import { ErrorList } from '../../components/ErrorList';
import { PasswordField } from '../../components/PasswordField';
import { PasswordRules } from '../../components/PasswordRules';
import { NEW_PASSWORD_LABELS } from '../../lib/passwordRules';
import { missingFields } from '../../lib/requiredFields';
import { useSubmission } from '../../lib/useSubmission';
import { ChangePasswordMutation } from './accountDocuments';

/** The signed-in user's password: current one (AUTH_02 when wrong), new one with its rules, confirmation (V_08). */
export function ChangePasswordForm({ email }: { email: string }) {
  const intl = useIntl();
  const rulesId = useId();
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
      <PasswordField
        label={intl.formatMessage({ id: 'field.currentPassword' })}
        value={currentPassword}
        onChange={setCurrentPassword}
        autoComplete="current-password"
        error={concerns(errors, 'currentPassword')}
      />
      <PasswordField
        label={intl.formatMessage({ id: 'field.newPassword' })}
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        error={concerns(errors, 'password')}
        describedBy={rulesId}
      />
      <PasswordRules id={rulesId} password={password} />
      <PasswordField
        label={intl.formatMessage({ id: 'field.confirm' })}
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        error={concerns(errors, 'confirm')}
      />
      <Button type="submit" variant="contained" loading={pending} sx={{ alignSelf: 'flex-start' }}>
        {intl.formatMessage({ id: 'settings.password.save' })}
      </Button>
      <ErrorList errors={errors} labels={NEW_PASSWORD_LABELS} />
      {changed && (
        <Alert severity="success">
          {intl.formatMessage({ id: 'settings.password.changed' })}
        </Alert>
      )}
    </Stack>
  );
}
