import Alert from '@mui/material/Alert';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ScreenTitle } from '../../components/ScreenTitle';
import { PageList } from './overview/PageList';
import { PageListSetupQuery } from './overview/pageListDocuments';

/** /cmsadmin/: the pages of every type, one content locale at a time. */
export function PageOverviewScreen() {
  const intl = useIntl();
  const { data, loading, error } = useQuery(PageListSetupQuery, { variables: { locale: intl.locale } });
  return (
    <>
      <ScreenTitle id="screen.pageOverview.title" />
      {loading && !data && <ListSkeleton />}
      {error && !data && <Alert severity="error">{intl.formatMessage({ id: 'pageOverview.settingsError' })}</Alert>}
      {data && <PageList setup={data} />}
    </>
  );
}
