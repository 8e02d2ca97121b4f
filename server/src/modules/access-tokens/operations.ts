import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { User } from '../users/entities.js';
import { AccessToken } from './entities.js';
import { SCOPES } from './scopes.js';
import { newToken } from './tokens.js';
import { accessTokenUserView, accessTokenView, accessTokenViewOf, issuedAccessTokenView, scopeSchema, type AccessTokenView } from './views.js';

const access = { permission: 'manage-access-tokens' } as const;
const target = (_input: unknown, output: AccessTokenView) => ({ type: 'access-token', id: output.id });

/** Every token, newest first, revoked and expired ones included (the list is the record of what was issued). */
export const listAccessTokens = defineOperation({
  name: 'accessTokens.list',
  access,
  kind: 'read',
  mcp: false,
  input: z.object({}),
  output: z.array(accessTokenView),
  async run(ctx): Promise<AccessTokenView[]> {
    const tokens = await ctx.em.find(AccessToken, {}, { populate: ['user'], orderBy: { id: 'desc' } });
    return tokens.map(accessTokenViewOf);
  },
});

/** The scopes a token may be given, for the issuing form. */
export const listAccessTokenScopes = defineOperation({
  name: 'accessTokens.scopes',
  access,
  kind: 'read',
  mcp: false,
  input: z.object({}),
  output: z.array(z.string()),
  async run(): Promise<string[]> {
    return [...SCOPES];
  },
});

/** The active users a token may be issued for, by name (the issuing form's choice; listing users needs no manage-users here). */
export const listAccessTokenHolders = defineOperation({
  name: 'accessTokens.holders',
  access,
  kind: 'read',
  mcp: false,
  input: z.object({}),
  output: z.array(accessTokenUserView),
  async run(ctx) {
    const users = await ctx.em.find(User, { status: 'active' }, { orderBy: { name: 'asc', id: 'asc' } });
    return users.map(({ id, email, name }) => ({ id, email, name }));
  },
});

/** Issues a token for an active user; the answer carries the token itself, the only time it is shown. */
export const issueAccessToken = defineOperation({
  name: 'accessTokens.issue',
  access,
  kind: 'write',
  mcp: false,
  input: z.object({
    name: z.string().trim().min(1).max(100),
    userId: recordId,
    scopes: z
      .array(scopeSchema)
      .min(1)
      .max(SCOPES.length)
      .transform((scopes) => [...new Set(scopes)]),
    expiresAt: z.iso
      .datetime({ offset: true })
      .transform((value) => new Date(value))
      .refine((at) => at.getTime() > Date.now(), { message: 'must lie in the future' })
      .nullish(),
  }),
  output: issuedAccessTokenView,
  audit: { action: 'access-token.issue', target: (input, output) => target(input, output.accessToken) },
  async run(ctx, input) {
    const user = await ctx.em.findOne(User, { id: input.userId, status: 'active' });
    if (!user) throw new DomainError('V_12', 'userId');
    const { token, tokenHash, tokenHint } = newToken();
    const accessToken = ctx.em.create(AccessToken, {
      name: input.name,
      user,
      scopes: input.scopes,
      tokenHash,
      tokenHint,
      createdBy: actorUser(ctx),
      createdAt: new Date(),
      expiresAt: input.expiresAt ?? null,
    });
    await ctx.em.persist(accessToken).flush();
    return { token, accessToken: accessTokenViewOf(accessToken) };
  },
});

/** Revokes a token for good; revoking a revoked one changes nothing. */
export const revokeAccessToken = defineOperation({
  name: 'accessTokens.revoke',
  access,
  kind: 'write',
  mcp: false,
  input: z.object({ id: recordId }),
  output: accessTokenView,
  audit: { action: 'access-token.revoke', target },
  async run(ctx, input): Promise<AccessTokenView> {
    const token = await ctx.em.findOne(AccessToken, input.id, { populate: ['user'] });
    if (!token) throw new DomainError('V_12', 'id');
    token.revokedAt ??= new Date();
    await ctx.em.flush();
    return accessTokenViewOf(token);
  },
});

function actorUser(ctx: OperationContext): User | null {
  return ctx.actor.kind === 'user' ? ctx.em.getReference(User, ctx.actor.userId) : null;
}
