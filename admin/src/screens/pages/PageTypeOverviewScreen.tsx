import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../routing/paths';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ScreenTitle } from '../../components/ScreenTitle';
import { PageList } from './overview/PageList';
import { PageListSetupQuery } from './overview/pageListDocuments';

/** /cmsadmin/page-overview/{pagetype}: the pages of one type; the parameter is the page-type id, matched in lower case. */
export function PageTypeOverviewScreen() {
  const intl = useIntl();
  const { pagetype = '' } = useParams();
  const { data, loading, error } = useQuery(PageListSetupQuery, { variables: { locale: intl.locale } });
  if (!data) {
    return (
      <>
        <ScreenTitle id="screen.pageTypeOverview.title" values={{ pageType: pagetype }} />
        {loading && <ListSkeleton />}
        {error && <Alert severity="error">{intl.formatMessage({ id: 'pageOverview.settingsError' })}</Alert>}
      </>
    );
  }
  const pageType = data.contentModel.pageTypes.find((type) => type.id.toLowerCase() === pagetype.toLowerCase());
  if (!pageType) return <UnknownPageType pagetype={pagetype} />;
  return (
    <>
      <ScreenTitle id="screen.pageTypeOverview.title" values={{ pageType: pageType.label }} />
      {/* Another type is another list: its own search, sort and first page. */}
      <PageList key={pageType.id} setup={data} pageType={pageType.id} />
    </>
  );
}

function UnknownPageType({ pagetype }: { pagetype: string }) {
  const intl = useIntl();
  return (
    <>
      <ScreenTitle id="pageTypeOverview.notFoundTitle" />
      <Alert severity="warning" sx={{ mb: 2 }}>
        {intl.formatMessage({ id: 'pageTypeOverview.notFound' }, { pageType: pagetype })}
      </Alert>
      <Link component={RouterLink} to={paths.pageOverview}>
        {intl.formatMessage({ id: 'notFound.backToOverview' })}
      </Link>
    </>
  );
}
