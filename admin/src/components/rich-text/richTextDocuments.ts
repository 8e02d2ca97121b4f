import { graphql } from '../../gql';

/** The default locale decides an internal link's href (no locale prefix in it). */
export const RichTextLinkSettings = graphql(`
  query RichTextLinkSettings {
    settings {
      defaultLocale
    }
  }
`);
