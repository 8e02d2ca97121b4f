import { LockMode } from '@mikro-orm/core';
import { DomainError } from '../../errors.js';
import type { OperationContext } from '../../operations/define.js';
import { User } from '../users/entities.js';
import { Release, ReleaseItem } from './entities.js';

/** A release, locked for the transaction when it is about to change (a scheduled run waits for it, and it for the run). */
export async function findRelease(ctx: OperationContext, id: number, lock = false): Promise<Release> {
  const release = await ctx.em.findOne(Release, id, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {});
  if (!release) throw new DomainError('PM_01', 'id', 404);
  return release;
}

export async function findItem(ctx: OperationContext, release: Release, itemId: number): Promise<ReleaseItem> {
  const item = await ctx.em.findOne(ReleaseItem, { id: itemId, release }, { populate: ['page'] });
  if (!item) throw new DomainError('PM_01', 'itemId', 404);
  return item;
}

export const actorRef = (ctx: OperationContext) => (ctx.actor.kind === 'user' ? ctx.em.getReference(User, ctx.actor.userId, { wrapped: true }) : null);
