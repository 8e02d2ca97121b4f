import { graphql } from '../gql';

// The session check, login and logout are in sessionOperations.ts (without Apollo).

export const RefreshSessionMutation = graphql(`
  mutation RefreshSession {
    refreshSession
  }
`);
