import { graphql } from '../../gql';

export const AccessTokenFields = graphql(`
  fragment AccessTokenFields on AccessToken {
    id
    name
    hint
    user {
      id
      name
      email
    }
    scopes
    createdAt
    expiresAt
    lastUsedAt
    revokedAt
    status
  }
`);

export const AccessTokensQuery = graphql(`
  query AccessTokens {
    accessTokens {
      ...AccessTokenFields
    }
  }
`);

export const AccessTokenFormOptionsQuery = graphql(`
  query AccessTokenFormOptions {
    accessTokenScopes
    accessTokenHolders {
      id
      name
      email
    }
  }
`);

export const IssueAccessTokenMutation = graphql(`
  mutation IssueAccessToken($name: String!, $userId: Int!, $scopes: [String!]!, $expiresAt: String) {
    issueAccessToken(name: $name, userId: $userId, scopes: $scopes, expiresAt: $expiresAt) {
      token
      accessToken {
        ...AccessTokenFields
      }
    }
  }
`);

export const RevokeAccessTokenMutation = graphql(`
  mutation RevokeAccessToken($id: Int!) {
    revokeAccessToken(id: $id) {
      ...AccessTokenFields
    }
  }
`);
