import { ScreenTitle } from '../../components/ScreenTitle';

export function ResetPasswordScreen() {
  return <ScreenTitle id="screen.resetPassword.title" />;
}
