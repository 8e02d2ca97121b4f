import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import type { UserActor } from '../../operations/actor.js';
import type { PermissionCatalogue } from '../../operations/permissions.js';
import { loadActor } from '../auth/actor.js';
import type { Scope } from './scopes.js';

/** Marks a Blokwerk token, so secret scanners and people recognise one that leaked. */
const TOKEN_PREFIX = 'bwk_';
/** How much of a token a listing shows: the prefix and four random characters. */
const HINT_LENGTH = TOKEN_PREFIX.length + 4;
/** Last use is written at most this often per token, not on every call. */
const LAST_USED_PRECISION = '1 minute';

const hashOfToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new token (256 random bits): the plain token, shown once, and what is stored of it. */
export function newToken(): { token: string; tokenHash: string; tokenHint: string } {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashOfToken(token), tokenHint: token.slice(0, HINT_LENGTH) };
}

/** Who a valid token speaks for: its user (with the user's permissions as of now), the token, and its scopes. */
export interface TokenHolder {
  readonly actor: UserActor & { readonly token: NonNullable<UserActor['token']> };
  readonly scopes: readonly Scope[];
}

interface TokenRow {
  id: number;
  name: string;
  user_id: number;
  scopes: Scope[];
}

/**
 * The holder of a bearer token, or undefined: unknown, revoked or expired, or its user no
 * longer active. The user's permissions are read on every call, so a demoted or deactivated
 * user's tokens lose their rights at once.
 */
export async function tokenHolder(em: EntityManager, token: string, known: PermissionCatalogue): Promise<TokenHolder | undefined> {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined;
  const [row] = await em.execute<TokenRow[]>(
    `select "id", "name", "user_id", "scopes" from "access_token"
      where "token_hash" = ? and "revoked_at" is null and ("expires_at" is null or "expires_at" > now())`,
    [hashOfToken(token)],
  );
  if (!row) return undefined;
  const actor = await loadActor(em, row.user_id, known);
  if (actor.kind !== 'user') return undefined;
  await em.execute(
    `update "access_token" set "last_used_at" = now()
      where "id" = ? and ("last_used_at" is null or "last_used_at" < now() - interval '${LAST_USED_PRECISION}')`,
    [row.id],
  );
  return { actor: { ...actor, token: { id: row.id, name: row.name } }, scopes: row.scopes };
}
