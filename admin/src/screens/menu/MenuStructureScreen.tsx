import { ScreenTitle } from '../../components/ScreenTitle';

export function MenuStructureScreen() {
  return <ScreenTitle id="screen.menuStructure.title" />;
}
