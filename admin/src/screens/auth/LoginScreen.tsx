import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { afterLoginTarget, siteReturnTarget } from '../../auth/loginRedirect';
import { useAuth } from '../../auth/useAuth';
import { ErrorList } from '../../components/ErrorList';
import { PasswordField } from '../../components/PasswordField';
import { ScreenTitle } from '../../components/ScreenTitle';
import { TextInput } from '../../components/TextInput';
import { INACTIVITY_TIMEOUT_MINUTES } from '../../lib/config';
import { missingFields } from '../../lib/requiredFields';
import { useSubmission } from '../../lib/useSubmission';
import { historyState, useAdminLocation } from '../../routing/adminLocation';
import { paths } from '../../routing/paths';
import { Redirect } from '../../routing/Redirect';
import { AuthLink } from './AuthLink';
import { SiteReturn } from './SiteReturn';

interface LoginScreenProps {
  /** Fetches the signed-in app's code while the user types; answers the cancel. Handed in by the app, which that code is part of. */
  prefetchSignedInApp: () => () => void;
}

/** Login, with a link to forgot password; afterwards back to where the user wanted to go (an admin screen, or the site's preview). */
export function LoginScreen({ prefetchSignedInApp }: LoginScreenProps) {
  const intl = useIntl();
  const location = useAdminLocation();
  const { authenticated, signedOutReason, login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { pending, errors, setErrors, run } = useSubmission();
  // The next screen's code, while the user types.
  useEffect(prefetchSignedInApp, [prefetchSignedInApp]);

  if (authenticated) {
    const siteReturn = siteReturnTarget(location.search);
    return siteReturn ? <SiteReturn path={siteReturn} /> : <Redirect to={afterLoginTarget(historyState())} />;
  }

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
        <TextInput name="email" label="field.email" type="email" autoComplete="username" value={email} onChange={setEmail} errors={errors} maxLength={254} />
        <PasswordField name="password" label="field.password" value={password} onChange={setPassword} errors={errors} />
        <Button type="submit" variant="contained" size="large" loading={pending}>
          {intl.formatMessage({ id: 'login.submit' })}
        </Button>
        <AuthLink to={paths.forgotPassword} sx={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage({ id: 'login.forgotPassword' })}
        </AuthLink>
      </Stack>
      <ErrorList errors={errors} />
    </>
  );
}
