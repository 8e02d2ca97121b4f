import { ScreenTitle } from '../../components/ScreenTitle';

export function PageEditorScreen() {
  return <ScreenTitle id="screen.pageEditor.title" />;
}
