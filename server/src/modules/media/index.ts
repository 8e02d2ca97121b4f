import type { FeatureModule } from '../module.js';
import { MediaFileSchema, MediaFolderSchema } from './entities.js';
import { MediaResolver } from './graphql.js';
import { mediaRoutes } from './rest.js';
import { startMedia } from './runtime.js';

export const mediaModule: FeatureModule = {
  name: 'media',
  entities: [MediaFolderSchema, MediaFileSchema],
  resolvers: [MediaResolver],
  routes: mediaRoutes,
  // Storage and the rendition cache come from the configuration (BLOKWERK_DATA_DIR/media).
  background: startMedia,
};
