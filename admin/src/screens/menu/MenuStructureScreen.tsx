import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { errorItemsOf } from '../../api/errorItems';
import { ErrorList } from '../../components/ErrorList';
import { Loading } from '../../components/Loading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { MenuEditor } from './MenuEditor';
import { routesIn } from './menuTarget';
import { MenuSetupQuery, MenuTreeQuery } from './menuDocuments';
import type { MenuSetupQuery as MenuSetup } from '../../gql/graphql';

/** /cmsadmin/menu-structure: the navigation tree of each content locale. */
export function MenuStructureScreen() {
  const setup = useQuery(MenuSetupQuery);
  const settings = setup.data?.settings;
  return (
    <>
      <ScreenTitle id="screen.menuStructure.title" />
      {setup.error && <ErrorList errors={errorItemsOf(setup.error)} />}
      {settings && setup.data ? (
        <LocaleMenu locales={settings.availableLocales} defaultLocale={settings.defaultLocale} routes={setup.data.siteRoutes} />
      ) : (
        !setup.error && <Loading />
      )}
    </>
  );
}

function LocaleMenu({ locales, defaultLocale, routes }: { locales: readonly string[]; defaultLocale: string; routes: MenuSetup['siteRoutes'] }) {
  const [locale, setLocale] = useState(defaultLocale);
  // Another editor may have changed the menu since: every visit asks the server.
  const tree = useQuery(MenuTreeQuery, { variables: { locale }, fetchPolicy: 'network-only' });
  if (tree.error) return <ErrorList errors={errorItemsOf(tree.error)} />;
  if (!tree.data || tree.loading) return <Loading />;
  return <MenuEditor key={locale} locale={locale} locales={locales} items={tree.data.menu} routes={routesIn(routes, locale)} onLocaleChange={setLocale} />;
}
