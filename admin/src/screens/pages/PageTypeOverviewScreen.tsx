import { useParams } from 'react-router';
import { ScreenTitle } from '../../components/ScreenTitle';

/** Pages of one type; the route parameter is the lower-cased page-type id. */
export function PageTypeOverviewScreen() {
  const { pagetype = '' } = useParams();
  return <ScreenTitle id="screen.pageTypeOverview.title" values={{ pageType: pagetype }} />;
}
