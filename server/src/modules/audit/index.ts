import type { FeatureModule } from '../module.js';
import { retention } from '../retention.js';
import { AuditEntrySchema } from './entities.js';

/** The audit log has no API of its own yet: operations write to it (see recordAudit). Entries are kept BLOKWERK_AUDIT_RETENTION_DAYS. */
export const auditModule: FeatureModule = {
  name: 'audit',
  entities: [AuditEntrySchema],
  personalData: { tables: ['audit_entry'] },
  background: (deps) => retention(deps, [{ table: 'audit_entry', column: 'at', keepDays: deps.config.auditRetentionDays }]),
};
