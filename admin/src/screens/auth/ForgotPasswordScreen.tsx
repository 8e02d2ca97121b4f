import { ScreenTitle } from '../../components/ScreenTitle';

export function ForgotPasswordScreen() {
  return <ScreenTitle id="screen.forgotPassword.title" />;
}
