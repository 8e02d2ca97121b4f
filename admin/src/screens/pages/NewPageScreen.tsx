import Alert from '@mui/material/Alert';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Loading } from '../../components/Loading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { NewPageForm } from './new-page/NewPageForm';
import { PageListSetupQuery } from './overview/pageListDocuments';

/** /cmsadmin/new-page (create-page permission; the route checks it). `?type=` preselects a page type. */
export function NewPageScreen() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const { data, loading, error } = useQuery(PageListSetupQuery);
  return (
    <>
      <ScreenTitle id="screen.newPage.title" />
      {loading && !data && <Loading />}
      {error && !data && <Alert severity="error">{intl.formatMessage({ id: 'newPage.setupError' })}</Alert>}
      {/* A link with another type starts a fresh form. */}
      {data && <NewPageForm key={searchParams.get('type') ?? ''} setup={data} presetType={searchParams.get('type')} />}
    </>
  );
}
