import { graphql } from '../gql';

// Core's content checks and their blocking setting (core's schema.graphql), typed by codegen for this extension.
export const PayRangeChecksQuery = graphql(`
  query PayRangeChecks($locale: String) {
    contentCheckCatalogue(locale: $locale) {
      id
      blocking
    }
  }
`);

export const SetPayRangeBlockingMutation = graphql(`
  mutation SetPayRangeBlocking($ids: [String!]!) {
    setBlockingContentChecks(ids: $ids)
  }
`);
