import { graphql } from '../gql';

// The extension's own field (server/consent/graphql.ts), typed by codegen from ../../schema.graphql.
export const CookieConsentPolicyQuery = graphql(`
  query CookieConsentPolicy {
    cookieConsentPolicy {
      revision
    }
  }
`);
