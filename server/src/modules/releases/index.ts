import type { FeatureModule } from '../module.js';
import { ReleaseItemSchema, ReleaseSchema } from './entities.js';
import { ReleaseResolver } from './graphql.js';
import { releaseRoutes } from './rest.js';
import { startReleaseScheduler } from './scheduler.js';

/** Releases: page versions reviewed, published (now or at a moment) and rolled back together. */
export const releasesModule: FeatureModule = {
  name: 'releases',
  entities: [ReleaseSchema, ReleaseItemSchema],
  resolvers: [ReleaseResolver],
  routes: releaseRoutes,
  // A process that runs no scheduled publications (interval 0) runs no scheduled releases either.
  background: ({ orm, services, log, config }) =>
    config.schedulerIntervalMs > 0 ? startReleaseScheduler({ orm, services, log }) : { stop: async () => undefined },
};
