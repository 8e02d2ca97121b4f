import type { FeatureModule } from './module.js';
import { settingsModule } from './settings/index.js';

/** Every feature module of the server, in mount order. */
export const featureModules: readonly FeatureModule[] = [settingsModule];
