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
/** The window a token's calls are counted in (callsThisMinute). */
const CALL_WINDOW = '1 minute';

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

/** A token's calls in its current window, this one included, and the seconds until the window ends. */
export interface CountedCall {
  calls: number;
  windowEndsIn: number;
}

/**
 * Counts a call with the token (id) in its current minute-long window, which starts at the first
 * call after the last one ended. One statement on the token's row, in PostgreSQL: concurrent
 * calls, in any process, each count once.
 */
export async function callsThisMinute(em: EntityManager, tokenId: number): Promise<CountedCall> {
  const open = `"calls_window_start" > now() - interval '${CALL_WINDOW}'`;
  const [row] = await em.execute<{ calls: number; ends_in: number }[]>(
    `update "access_token" set
        "calls_window_start" = case when ${open} then "calls_window_start" else now() end,
        "calls_in_window" = case when ${open} then "calls_in_window" + 1 else 1 end
      where "id" = ?
      returning "calls_in_window" as "calls", ceil(extract(epoch from "calls_window_start" + interval '${CALL_WINDOW}' - now()))::int as "ends_in"`,
    [tokenId],
  );
  if (!row) throw new Error(`access token ${tokenId} is gone`);
  return { calls: row.calls, windowEndsIn: Math.max(1, row.ends_in) };
}
