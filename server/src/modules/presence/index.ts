import type { FeatureModule } from '../module.js';
import { PresenceResolver } from './graphql.js';
import { startPresenceHub } from './hub.js';
import { presenceRoutes } from './rest.js';

/** Who else has a page open in the editor, and who stored it last, live, across processes. */
export const presenceModule: FeatureModule = {
  name: 'presence',
  // One small table written in SQL (presence-rows.ts): no entity to map.
  entities: [],
  resolvers: [PresenceResolver],
  routes: presenceRoutes,
  background: ({ orm, services, log }) => {
    const hub = startPresenceHub({ orm, services, log });
    return { stop: async () => hub.close() };
  },
  personalData: { tables: ['editor_presence'] },
};
