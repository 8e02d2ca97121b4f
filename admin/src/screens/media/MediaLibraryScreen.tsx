import { ScreenTitle } from '../../components/ScreenTitle';

export function MediaLibraryScreen() {
  return <ScreenTitle id="screen.mediaLibrary.title" />;
}
