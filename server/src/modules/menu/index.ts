import type { FeatureModule } from '../module.js';
import { MenuItemSchema } from './entities.js';
import { MenuResolver } from './graphql.js';

/** The per-locale navigation tree (docs/features.md, "Menu structure"); GraphQL only. */
export const menuModule: FeatureModule = { name: 'menu', entities: [MenuItemSchema], resolvers: [MenuResolver] };
