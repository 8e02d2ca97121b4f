import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/entities.js';
import type { Scope } from './scopes.js';

/** A personal access token: only its SHA-256 is kept; the plain token is shown once, when issued. */
export const AccessTokenSchema = defineEntity({
  name: 'AccessToken',
  tableName: 'access_token',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    scopes: p.json<Scope[]>(),
    tokenHash: p.string().length(64).unique().hidden(),
    /** The token's first characters, so a listing tells tokens apart without revealing one. */
    tokenHint: p.string().length(16),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime().nullable(),
    lastUsedAt: p.datetime().nullable(),
    /** The MCP rate limit's count (tokens.ts, callsThisMinute): when the current window began, and the calls in it. */
    callsWindowStart: p.datetime().nullable().hidden(),
    callsInWindow: p.integer().default(0).hidden(),
    revokedAt: p.datetime().nullable(),
  },
});

export class AccessToken extends AccessTokenSchema.class {}
AccessTokenSchema.setClass(AccessToken);
