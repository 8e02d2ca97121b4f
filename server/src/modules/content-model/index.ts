import type { FeatureModule } from '../module.js';
import { contentModelResolvers } from './graphql.js';

/** The registry of page and block types (content-model/), read-only through GraphQL. */
export const contentModelModule: FeatureModule = { name: 'content-model', entities: [], resolvers: contentModelResolvers };
