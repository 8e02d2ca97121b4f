import { route } from '../../http/rest.js';
import { issueAccessToken, listAccessTokenHolders, listAccessTokens, listAccessTokenScopes, revokeAccessToken } from './operations.js';

/** The REST façade of personal access tokens. */
export const accessTokenRoutes = [
  route({ method: 'get', path: '/access-token/list', operation: listAccessTokens, output: (items) => ({ items }) }),
  route({ method: 'get', path: '/access-token/scopes', operation: listAccessTokenScopes, output: (scopes) => ({ scopes }) }),
  route({ method: 'get', path: '/access-token/holders', operation: listAccessTokenHolders, output: (users) => ({ users }) }),
  route({ method: 'post', path: '/access-token/issue', operation: issueAccessToken }),
  route({ method: 'post', path: '/access-token/:id/revoke', operation: revokeAccessToken, output: (accessToken) => ({ accessToken }) }),
];
