import { adminMenuModule } from './admin-menu/index.js';
import { auditModule } from './audit/index.js';
import { authModule } from './auth/index.js';
import type { FeatureModule } from './module.js';
import { settingsModule } from './settings/index.js';
import { usersModule } from './users/index.js';

/** Every feature module of the server, in mount order. */
export const featureModules: readonly FeatureModule[] = [settingsModule, usersModule, authModule, auditModule, adminMenuModule];
