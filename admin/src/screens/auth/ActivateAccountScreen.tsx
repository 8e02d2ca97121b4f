import { ScreenTitle } from '../../components/ScreenTitle';

export function ActivateAccountScreen() {
  return <ScreenTitle id="screen.activateAccount.title" />;
}
