import type { FeatureModule } from '../module.js';
import { PublicationRequestSchema, PublicationScheduleSchema } from './entities.js';
import { PublicationResolver } from './graphql.js';
import { PublicationRequestChecksResolver } from './request-checks-graphql.js';
import { publicationRoutes } from './rest.js';
import { startScheduler } from './scheduler.js';

export const publicationModule: FeatureModule = {
  name: 'publication',
  entities: [PublicationRequestSchema, PublicationScheduleSchema],
  resolvers: [PublicationResolver, PublicationRequestChecksResolver],
  // Before the pages module: its `page/:id` would take `page/fetch-request`.
  routes: publicationRoutes,
  background: ({ orm, services, log, config }) => startScheduler({ orm, services, log }, config.schedulerIntervalMs),
};
