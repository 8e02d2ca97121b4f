import { scheduledBackups } from './schedule.js';
import type { FeatureModule } from '../module.js';

/** Scheduled backups (BLOKWERK_BACKUP_DIR): the site backs itself up as `npm run backup` does. */
export const backupsModule: FeatureModule = { name: 'backups', entities: [], background: scheduledBackups };
