import { graphql } from '../gql';

// The extension's own field (server/applications/removal-graphql.ts), typed by codegen from ../../schema.graphql.
export const ApplicationRemovalQuery = graphql(`
  query ApplicationRemoval($token: String!) {
    applicationRemoval(token: $token) {
      token
      vacancy {
        title
        slug
        locale
      }
    }
  }
`);
