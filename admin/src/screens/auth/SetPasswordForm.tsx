import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { concerns } from '../../api/errorItems';
import { useAdminLocation } from '../../routing/adminLocation';
import { paths } from '../../routing/paths';
import { ErrorList } from '../../components/ErrorList';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { ScreenTitle } from '../../components/ScreenTitle';
import type { MessageId } from '../../i18n/messages';
import { NEW_PASSWORD_LABELS } from '../../lib/passwordRules';
import { missingFields } from '../../lib/requiredFields';
import { useSubmission } from '../../lib/useSubmission';
import { AuthLink } from './AuthLink';
import { ResetAccountMutation } from './authDocuments';

/** The texts that tell the reset-password and activate-account screens apart. */
export interface SetPasswordTexts {
  title: MessageId;
  intro: MessageId;
  submit: MessageId;
  success: MessageId;
}

/**
 * A new password with the mailed token (`?token=…`), through resetAccount: the same call
 * resets a password and activates a new account.
 */
export function SetPasswordForm({ texts }: { texts: SetPasswordTexts }) {
  const intl = useIntl();
  const token = new URLSearchParams(useAdminLocation().search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const [resetAccount] = useMutation(ResetAccountMutation);
  const { pending, errors, setErrors, run } = useSubmission();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = missingFields({ password, confirm });
    if (missing.length > 0) return setErrors(missing);
    if (await run(() => resetAccount({ variables: { password, confirm, token } }))) setDone(true);
  };

  const loginLink = (
    <AuthLink to={paths.login} sx={{ alignSelf: 'flex-start' }}>
      {intl.formatMessage({ id: 'auth.toLogin' })}
    </AuthLink>
  );

  if (done) {
    return (
      <>
        <ScreenTitle id={texts.title} />
        <Stack spacing={2}>
          <Alert severity="success">{intl.formatMessage({ id: texts.success })}</Alert>
          {loginLink}
        </Stack>
      </>
    );
  }

  if (!token) {
    return (
      <>
        <ScreenTitle id={texts.title} />
        <Stack spacing={2}>
          <ErrorList errors={[{ code: 'V_04' }]} />
          <AuthLink to={paths.forgotPassword} sx={{ alignSelf: 'flex-start' }}>
            {intl.formatMessage({ id: 'setPassword.requestNewLink' })}
          </AuthLink>
        </Stack>
      </>
    );
  }

  // A refused token cannot be fixed on this form: offer a fresh link.
  const tokenRefused = concerns(errors, 'token') || errors.some((error) => error.code === 'V_04' || error.code === 'V_05');

  return (
    <>
      <ScreenTitle id={texts.title} />
      <Typography sx={{ mb: 2 }}>{intl.formatMessage({ id: texts.intro })}</Typography>
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2}>
        <NewPasswordFields password={password} onPasswordChange={setPassword} confirm={confirm} onConfirmChange={setConfirm} errors={errors} />
        <Button type="submit" variant="contained" size="large" loading={pending}>
          {intl.formatMessage({ id: texts.submit })}
        </Button>
        {loginLink}
      </Stack>
      <ErrorList errors={errors} labels={NEW_PASSWORD_LABELS} />
      {tokenRefused && (
        <AuthLink to={paths.forgotPassword} sx={{ display: 'inline-block', mt: 2 }}>
          {intl.formatMessage({ id: 'setPassword.requestNewLink' })}
        </AuthLink>
      )}
    </>
  );
}
