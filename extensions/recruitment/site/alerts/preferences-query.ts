import { graphql } from '../gql';

// The extension's own field (server/newsletter/graphql.ts), typed by codegen from ../../schema.graphql.
export const NewsletterPreferencesQuery = graphql(`
  query NewsletterPreferences($id: Int!, $token: String!) {
    newsletterPreferences(id: $id, token: $token) {
      email
      alerts
      departments
      localities
      employmentTypes
      locale
      frequency
    }
  }
`);
