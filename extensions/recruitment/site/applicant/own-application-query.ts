import { graphql } from '../gql';

// The extension's own field (server/applicant/graphql.ts), typed by codegen from ../../schema.graphql.
export const OwnApplicationQuery = graphql(`
  query OwnApplication($token: String!) {
    ownApplication(token: $token) {
      locale
      vacancy {
        title
        slug
        locale
      }
      stage {
        label
        kind
      }
      createdAt
      stageChangedAt
      documents {
        fileName
        size
      }
      mails {
        at
        subject
        body
      }
    }
  }
`);
