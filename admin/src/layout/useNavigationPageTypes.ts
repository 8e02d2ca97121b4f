import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { useUiLocale } from '../i18n/useUiLocale';
import type { PageTypeNavEntry } from './PageTypesNav';

const NavigationPageTypesQuery = graphql(`
  query NavigationPageTypes($locale: String) {
    contentModel {
      pageTypes {
        id
        label(locale: $locale)
      }
    }
  }
`);

const NONE: readonly PageTypeNavEntry[] = [];

/** The page types an editor can choose (the blank type left out by the server), labelled in the interface language. */
export function useNavigationPageTypes(): readonly PageTypeNavEntry[] {
  const { locale } = useUiLocale();
  const { data } = useQuery(NavigationPageTypesQuery, { variables: { locale } });
  return data?.contentModel.pageTypes ?? NONE;
}
