import { ScreenTitle } from '../../components/ScreenTitle';

export function LoginScreen() {
  return <ScreenTitle id="screen.login.title" />;
}
