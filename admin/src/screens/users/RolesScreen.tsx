import { ScreenTitle } from '../../components/ScreenTitle';

export function RolesScreen() {
  return <ScreenTitle id="screen.roles.title" />;
}
