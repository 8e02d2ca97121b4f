import { derivedResolver, rootField } from '../../graphql/derive/resolver.js';
import { issueAccessToken, listAccessTokenHolders, listAccessTokens, listAccessTokenScopes, revokeAccessToken } from './operations.js';

/** Personal access tokens; types and arguments are derived from the operations' schemas (views.ts, operations.ts). */
export const AccessTokensResolver = derivedResolver('AccessTokens', {
  query: {
    accessTokens: rootField(listAccessTokens, 'Every personal access token, newest first (revoked and expired ones included).'),
    accessTokenScopes: rootField(listAccessTokenScopes, 'The scopes a personal access token may be given.'),
    accessTokenHolders: rootField(listAccessTokenHolders, 'The active users a personal access token may be issued for.'),
  },
  mutation: {
    issueAccessToken: rootField(issueAccessToken, 'Issues a token for an active user: the answer is the only time the token is shown.'),
    revokeAccessToken: rootField(revokeAccessToken, 'Revokes a token for good.'),
  },
});
