import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { concerns } from '../../api/errorItems';
import { INACTIVITY_TIMEOUT_MINUTES } from '../../app/config';
import { paths } from '../../app/paths';
import { afterLoginTarget } from '../../auth/loginRedirect';
import { useAuth } from '../../auth/useAuth';
import { ErrorList } from '../../components/ErrorList';
import { PasswordField } from '../../components/PasswordField';
import { ScreenTitle } from '../../components/ScreenTitle';
import { missingFields } from '../../lib/requiredFields';
import { useSubmission } from '../../lib/useSubmission';

/** SPEC.md §2: login, with a link to forgot password; afterwards back to where the user wanted to go. */
export function LoginScreen() {
  const intl = useIntl();
  const location = useLocation();
  const { authenticated, signedOutReason, login } = useAuth();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { pending, errors, setErrors, run } = useSubmission();

  if (authenticated) return <Navigate to={afterLoginTarget(location.state)} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = missingFields({ email, password });
    if (missing.length > 0) return setErrors(missing);
    await run(() => login(email.trim(), password));
  };

  return (
    <>
      <ScreenTitle id="screen.login.title" />
      {signedOutReason === 'inactivity' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {intl.formatMessage({ id: 'login.signedOutForInactivity' }, { minutes: INACTIVITY_TIMEOUT_MINUTES })}
        </Alert>
      )}
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2}>
        <TextField
          id={emailId}
          label={intl.formatMessage({ id: 'field.email' })}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={concerns(errors, 'email')}
            fullWidth
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
        <PasswordField
          label={intl.formatMessage({ id: 'field.password' })}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          error={concerns(errors, 'password')}
        />
        <Button type="submit" variant="contained" size="large" loading={pending}>
          {intl.formatMessage({ id: 'login.submit' })}
        </Button>
        <Link component={RouterLink} to={paths.forgotPassword} sx={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage({ id: 'login.forgotPassword' })}
        </Link>
      </Stack>
      <ErrorList errors={errors} />
    </>
  );
}
