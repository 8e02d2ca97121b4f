import Alert from '@mui/material/Alert';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Loading } from '../../components/Loading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { NewPageForm } from './new-page/NewPageForm';
import { NewPageSetupQuery } from './new-page/newPageDocuments';

/** /cmsadmin/new-page (create-page permission; the route checks it). `?type=` preselects a page type. */
export function NewPageScreen() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  // Page types and their fields labelled in the interface language.
  const { data, loading, error } = useQuery(NewPageSetupQuery, { variables: { locale: intl.locale } });
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
