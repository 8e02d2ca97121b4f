import { ScreenTitle } from '../../components/ScreenTitle';

export function SearchIndexScreen() {
  return <ScreenTitle id="screen.searchIndex.title" />;
}
