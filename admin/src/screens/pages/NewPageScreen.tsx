import { ScreenTitle } from '../../components/ScreenTitle';

export function NewPageScreen() {
  return <ScreenTitle id="screen.newPage.title" />;
}
