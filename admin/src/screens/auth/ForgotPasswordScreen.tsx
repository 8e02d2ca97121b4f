import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '../../routing/paths';
import { ErrorList } from '../../components/ErrorList';
import { ScreenTitle } from '../../components/ScreenTitle';
import { TextInput } from '../../components/TextInput';
import { missingFields } from '../../lib/requiredFields';
import { useSubmission } from '../../lib/useSubmission';
import { AuthLink } from './AuthLink';
import { ForgotPasswordMutation } from './authDocuments';

/** Asks for a reset link; the answer is the same whether the address has an account or not. */
export function ForgotPasswordScreen() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [forgotPassword] = useMutation(ForgotPasswordMutation);
  const { pending, errors, setErrors, run } = useSubmission();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = missingFields({ email });
    if (missing.length > 0) return setErrors(missing);
    if (await run(() => forgotPassword({ variables: { email: email.trim() } }))) setSent(true);
  };

  const backToLogin = (
    <AuthLink to={paths.login} sx={{ alignSelf: 'flex-start' }}>
      {intl.formatMessage({ id: 'auth.backToLogin' })}
    </AuthLink>
  );

  return (
    <>
      <ScreenTitle id="screen.forgotPassword.title" />
      {sent ? (
        <Stack spacing={2}>
          <Alert severity="success">{intl.formatMessage({ id: 'forgotPassword.sent' })}</Alert>
          {backToLogin}
        </Stack>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{intl.formatMessage({ id: 'forgotPassword.intro' })}</Typography>
          <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2}>
            <TextInput name="email" label="field.email" type="email" autoComplete="email" value={email} onChange={setEmail} errors={errors} maxLength={254} />
            <Button type="submit" variant="contained" size="large" loading={pending}>
              {intl.formatMessage({ id: 'forgotPassword.submit' })}
            </Button>
            {backToLogin}
          </Stack>
          <ErrorList errors={errors} />
        </>
      )}
    </>
  );
}
