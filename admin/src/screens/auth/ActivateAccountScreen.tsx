import { SetPasswordForm, type SetPasswordTexts } from './SetPasswordForm';

const texts: SetPasswordTexts = {
  title: 'screen.activateAccount.title',
  intro: 'activateAccount.intro',
  submit: 'activateAccount.submit',
  success: 'activateAccount.success',
};

/** /cmsadmin/activate-account?token=…: a new account's first password. */
export function ActivateAccountScreen() {
  return <SetPasswordForm texts={texts} />;
}
