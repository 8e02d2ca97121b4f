import type { AuditTarget, OperationContext } from '../../operations/define.js';
import { AuditEntry } from './entities.js';

/** Adds an audit entry to the context's unit of work (flushed with the operation). */
export function recordAudit(
  ctx: Pick<OperationContext, 'actor' | 'em' | 'request'>,
  action: string,
  target?: AuditTarget,
  details?: Record<string, unknown>,
): void {
  const actor = ctx.actor.kind === 'user' ? ctx.actor : undefined;
  ctx.em.persist(
    ctx.em.create(AuditEntry, {
      at: new Date(),
      actorId: actor?.userId ?? null,
      actorEmail: actor?.email ?? null,
      action,
      targetType: target?.type ?? null,
      targetId: target === undefined ? null : String(target.id),
      details: details ?? null,
      ip: ctx.request.ip,
      tokenId: actor?.token?.id ?? null,
      tokenName: actor?.token?.name ?? null,
    }),
  );
}
