import { z } from 'zod';
import { named, shownAs } from '../../operations/contract.js';
import type { AccessToken } from './entities.js';
import { SCOPES } from './scopes.js';

export const scopeSchema = shownAs('String', z.enum(SCOPES));

export const accessTokenUserView = named('AccessTokenUser', z.object({ id: z.int(), email: z.string(), name: z.string() }));

/** What the token operations answer: one declaration each for TypeScript and GraphQL (graphql/derive). */
export const accessTokenView = named(
  'AccessToken',
  z
    .object({
      id: z.int(),
      name: z.string(),
      hint: z.string().describe('The first characters of the token, to tell tokens apart.'),
      user: accessTokenUserView,
      scopes: z.array(scopeSchema),
      createdAt: z.date(),
      expiresAt: z.date().nullable(),
      lastUsedAt: z.date().nullable(),
      revokedAt: z.date().nullable(),
      status: shownAs('String', z.enum(['active', 'expired', 'revoked'])).describe('Whether the token works now.'),
    })
    .describe('A personal access token: its user and scopes, never the token itself.'),
);

export const issuedAccessTokenView = named(
  'IssuedAccessToken',
  z.object({
    token: z.string().describe('The token itself: shown this once, only its hash is kept.'),
    accessToken: accessTokenView,
  }),
);

export type AccessTokenView = z.output<typeof accessTokenView>;

/** The token as operations return it; `user` must be loaded. */
export function accessTokenViewOf(token: AccessToken): AccessTokenView {
  const user = token.user;
  return {
    id: token.id,
    name: token.name,
    hint: token.tokenHint,
    user: { id: user.id, email: user.email, name: user.name },
    scopes: token.scopes,
    createdAt: token.createdAt,
    expiresAt: token.expiresAt ?? null,
    lastUsedAt: token.lastUsedAt ?? null,
    revokedAt: token.revokedAt ?? null,
    status: token.revokedAt ? 'revoked' : token.expiresAt && token.expiresAt.getTime() <= Date.now() ? 'expired' : 'active',
  };
}
