import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Logger } from '../logger.js';
import { featureModules } from '../modules/index.js';
import { SESSION_TABLE } from '../http/session.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '../..');

/** Tables managed outside the entity metadata (sessions by connect-pg-simple; secrets and list generations by SQL). */
export const UNMAPPED_TABLES = [SESSION_TABLE, 'app_secret', 'list_generation', 'search_entry', 'search_index_state', 'search_word', 'search_lexeme'];

export function ormConfig(clientUrl: string, log?: Logger) {
  return defineConfig({
    clientUrl,
    entities: featureModules.flatMap((m) => m.entities),
    extensions: [Migrator],
    migrations: {
      path: path.join(serverRoot, 'dist/db/migrations'),
      pathTs: path.join(serverRoot, 'src/db/migrations'),
      emit: 'ts',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
    },
    schemaGenerator: { skipTables: UNMAPPED_TABLES },
    pool: { min: 0, max: 10 },
    debug: false,
    logger: (message) => log?.debug({ orm: message }, 'mikro-orm'),
  });
}

export function initOrm(clientUrl: string, log?: Logger) {
  return MikroORM.init(ormConfig(clientUrl, log));
}
