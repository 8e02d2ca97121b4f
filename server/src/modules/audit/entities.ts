import { defineEntity, p } from '@mikro-orm/core';

/** Who did what to what, when: security events and every audited operation. */
export const AuditEntrySchema = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entry',
  properties: {
    id: p.bigint('number').primary(),
    at: p.datetime().onCreate(() => new Date()),
    // Plain column, not a relation: the entry outlives the user (the FK sets it null).
    actorId: p.integer().nullable(),
    // Kept so the entry still names the actor after the account is deleted.
    actorEmail: p.string().length(254).nullable(),
    action: p.string().length(64),
    targetType: p.string().length(32).nullable(),
    targetId: p.string().length(64).nullable(),
    details: p.json<Record<string, unknown>>().nullable(),
    ip: p.string().length(64).nullable(),
    // The personal access token the actor used (the MCP endpoint), by id and by name: the entry outlives the token.
    tokenId: p.integer().nullable(),
    tokenName: p.string().length(100).nullable(),
  },
});

export class AuditEntry extends AuditEntrySchema.class {}
AuditEntrySchema.setClass(AuditEntry);
