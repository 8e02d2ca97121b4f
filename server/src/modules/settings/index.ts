import type { FeatureModule } from '../module.js';
import { SettingsSchema } from './entities.js';
import { SettingsResolver } from './graphql.js';
import { settingsRoutes } from './rest.js';
import { SiteSettingsResolver } from './site-settings-graphql.js';

export const settingsModule: FeatureModule = {
  name: 'settings',
  entities: [SettingsSchema],
  resolvers: [SettingsResolver, SiteSettingsResolver],
  routes: settingsRoutes,
};
