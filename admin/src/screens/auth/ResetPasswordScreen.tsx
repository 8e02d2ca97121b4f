import { SetPasswordForm, type SetPasswordTexts } from './SetPasswordForm';

const texts: SetPasswordTexts = {
  title: 'screen.resetPassword.title',
  intro: 'resetPassword.intro',
  submit: 'resetPassword.submit',
  success: 'resetPassword.success',
};

/** /cmsadmin/reset-password?token=…: a new password after "forgot password". */
export function ResetPasswordScreen() {
  return <SetPasswordForm texts={texts} />;
}
