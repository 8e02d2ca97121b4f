import { emitContentEvent } from '../../events/content-events.js';
import type { FeatureModule } from '../module.js';
import { startRun as startBackgroundRun, stopRuns } from '../search/runs.js';
import { contentModelResolvers } from './graphql.js';
import { ContentMigrationResolver } from './migration-graphql.js';
import { contentMigrationRoutes } from './migration-rest.js';
import { continueRun, migrationStatus, recordBaseline, runningRunId } from './migration-runs.js';

/**
 * The registry of page and block types (content-model/), read-only through GraphQL, and the
 * migrations of stored content when a type changes. A start does not run pending migrations (an
 * administrator runs them, after a dry run): it logs them, and continues a run a restart cut short.
 */
export const contentModelModule: FeatureModule = {
  name: 'content-model',
  entities: [],
  resolvers: [...contentModelResolvers, ContentMigrationResolver],
  routes: contentMigrationRoutes,
  seed: ({ orm, platform }) => recordBaseline(orm.em.fork(), platform.contentModel),
  background: ({ orm, services, log }) => {
    const em = orm.em.fork();
    const model = services.platform.contentModel;
    startBackgroundRun(em.getConnection(), async (stopping) => {
      try {
        const runId = await runningRunId(em);
        if (runId !== undefined) {
          log.info({ run: runId }, 'content-model migrations: continuing the interrupted run');
          const run = await continueRun(em, model, runId, { stopping });
          // Site caches go as after a run through the API (migration-operations.ts).
          if (run.status === 'done' && run.report.rowsChanged > 0) {
            await emitContentEvent({ em, services, afterCommit: (task) => task() }, { type: 'settings.updated', pageId: null });
          }
        }
        const { pending } = await migrationStatus(em, model);
        if (pending.length > 0)
          log.warn({ pending }, 'content-model migrations are pending: run a dry run, then the run (admin API or npm run content-migrate)');
      } catch (error) {
        log.error({ err: error }, 'content-model migrations: the start-up check failed');
      }
    });
    return { stop: () => stopRuns(em.getConnection()) };
  },
};
