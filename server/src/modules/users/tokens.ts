import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '../../errors.js';
import { OneTimeToken, type TokenPurpose, type User } from './entities.js';

export const ACTIVATION_VALID_DAYS = 7;
export const RESET_VALID_MINUTES = 60;

const VALIDITY_MS: Record<TokenPurpose, number> = {
  activation: ACTIVATION_VALID_DAYS * 24 * 60 * 60_000,
  'password-reset': RESET_VALID_MINUTES * 60_000,
};

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes the user's unused tokens (of one purpose, or all) stop working. */
export async function revokeTokens(em: EntityManager, user: User, purpose?: TokenPurpose): Promise<void> {
  await em.nativeUpdate(OneTimeToken, { user, usedAt: null, ...(purpose ? { purpose } : {}) }, { usedAt: new Date() });
}

/** A new token for the user; earlier unused ones of the same purpose stop working. Returns the plain token. */
export async function issueToken(em: EntityManager, user: User, purpose: TokenPurpose): Promise<string> {
  await revokeTokens(em, user, purpose);
  const token = randomBytes(32).toString('base64url');
  em.persist(
    em.create(OneTimeToken, {
      user,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + VALIDITY_MS[purpose]),
      createdAt: new Date(),
    }),
  );
  return token;
}

/**
 * Takes a token for good: V_04 when unknown or already used, V_05 when expired. Locks the
 * row, so two concurrent uses cannot both succeed.
 */
export async function consumeToken(em: EntityManager, token: string): Promise<OneTimeToken> {
  const found = await em.findOne(OneTimeToken, { tokenHash: sha256(token) }, { populate: ['user'], lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!found || found.usedAt) throw new DomainError('V_04', 'token');
  if (found.expiresAt.getTime() <= Date.now()) throw new DomainError('V_05', 'token');
  found.usedAt = new Date();
  return found;
}
