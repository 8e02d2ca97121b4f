import type { FeatureModule } from '../module.js';
import { AuditEntrySchema } from './entities.js';

/** The audit log has no API of its own yet: operations write to it (see recordAudit). */
export const auditModule: FeatureModule = {
  name: 'audit',
  entities: [AuditEntrySchema],
};
