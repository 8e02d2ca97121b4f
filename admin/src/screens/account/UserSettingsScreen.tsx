import { ScreenTitle } from '../../components/ScreenTitle';

export function UserSettingsScreen() {
  return <ScreenTitle id="screen.userSettings.title" />;
}
