import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ContentLocaleSelect } from '../../components/ContentLocaleSelect';
import { Loading } from '../../components/Loading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { graphql } from '../../gql';

const PageOverviewSettings = graphql(`
  query PageOverviewSettings {
    settings {
      availableLocales
      defaultLocale
    }
  }
`);

export function PageOverviewScreen() {
  const intl = useIntl();
  const { data, loading, error } = useQuery(PageOverviewSettings);
  const [chosenLocale, setChosenLocale] = useState<string | null>(null);

  return (
    <>
      <ScreenTitle id="screen.pageOverview.title" />
      {loading && <Loading />}
      {error && <Alert severity="error">{intl.formatMessage({ id: 'pageOverview.settingsError' })}</Alert>}
      {data && (
        <Box sx={{ my: 2 }}>
          <ContentLocaleSelect
            label={intl.formatMessage({ id: 'pageOverview.locale' })}
            locales={data.settings.availableLocales}
            value={chosenLocale ?? data.settings.defaultLocale}
            onChange={setChosenLocale}
          />
        </Box>
      )}
    </>
  );
}
