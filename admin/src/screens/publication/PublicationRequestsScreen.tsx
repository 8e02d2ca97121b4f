import { ScreenTitle } from '../../components/ScreenTitle';

export function PublicationRequestsScreen() {
  return <ScreenTitle id="screen.publicationRequests.title" />;
}
