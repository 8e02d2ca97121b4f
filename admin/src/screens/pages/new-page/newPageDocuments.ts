import { graphql } from '../../../gql';

/** The content locales and the page types with their own fields, labelled in the interface language. */
export const NewPageSetupQuery = graphql(`
  query NewPageSetup($locale: String) {
    settings {
      availableLocales
      defaultLocale
    }
    contentModel {
      pageTypes {
        id
        label(locale: $locale)
        slugPrefix
        fields {
          ...ContentFieldParts
          fields {
            ...ContentFieldParts
            fields {
              ...ContentFieldParts
            }
          }
        }
      }
    }
  }
`);

export const CreatePageMutation = graphql(`
  mutation CreatePage($input: CreatePageInput!) {
    createPage(input: $input) {
      pageID
    }
  }
`);
