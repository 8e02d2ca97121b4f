import type { FeatureModule } from '../module.js';
import { SearchResolver } from './graphql.js';
import { claimRebuild, runRebuild } from './rebuild.js';
import { searchRoutes } from './rest.js';
import { startRun, stopRuns } from './runs.js';

/** Site search (issue 10): the index itself is kept by a trigger in the database (see its migration). */
export const searchModule: FeatureModule = {
  name: 'search',
  entities: [],
  resolvers: [SearchResolver],
  routes: searchRoutes,
  background: ({ orm, log }) => {
    const em = orm.em.fork();
    const connection = em.getConnection();
    // The first start after the migration builds the index (one process claims it); later starts do nothing.
    startRun(connection, async (stopping) => {
      const generation = await claimRebuild(em, true).catch((error: unknown) => {
        log.error({ err: error }, 'search index: start-up rebuild could not be claimed');
        return undefined;
      });
      if (generation !== undefined) await runRebuild(em, generation, log, stopping);
    });
    return { stop: () => stopRuns(connection) };
  },
};
