import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ContentCheckCatalogueQuery as Catalogue } from '../../gql/graphql';
import { ContentCheckCatalogueQuery } from './checksDocuments';

export type CheckEntry = Catalogue['contentCheckCatalogue'][number];

/** The checks by id, in the interface language, with whether each blocks publishing. */
export function useCheckCatalogue(): ReadonlyMap<string, CheckEntry> {
  const intl = useIntl();
  const { data } = useQuery(ContentCheckCatalogueQuery, { variables: { locale: intl.locale } });
  return useMemo(() => new Map((data?.contentCheckCatalogue ?? []).map((entry) => [entry.id, entry])), [data]);
}
