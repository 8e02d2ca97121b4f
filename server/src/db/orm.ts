import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../logger.js';
import type { FeatureModule } from '../modules/module.js';
import { SESSION_TABLE } from '../http/session.js';
import { migrationList, type MigrationFolder } from './migration-folders.js';

/** Tables managed outside the entity metadata (sessions by connect-pg-simple; secrets and list generations by SQL). */
export const UNMAPPED_TABLES = [
  SESSION_TABLE,
  'app_secret',
  'list_generation',
  'search_entry',
  'search_index_state',
  'search_word',
  'search_lexeme',
  'known_permission',
  'demo_seed',
  'stored_file',
  'file_journal',
];

/** How long getting a connection may take (connecting, or waiting for a free one in the pool). */
export const CONNECT_TIMEOUT_MS = 10_000;

/** What the ORM needs of a platform (extensions/platform.ts): the modules' entities and the migration folders. */
export interface OrmParts {
  modules: readonly FeatureModule[];
  migrations: readonly MigrationFolder[];
}

export async function ormConfig(clientUrl: string, parts: OrmParts, log?: Logger) {
  return defineConfig({
    clientUrl,
    entities: parts.modules.flatMap((m) => m.entities),
    extensions: [Migrator],
    migrations: {
      migrationsList: await migrationList(parts.migrations),
      snapshot: false,
      transactional: true,
      allOrNothing: true,
    },
    schemaGenerator: { skipTables: UNMAPPED_TABLES },
    pool: { min: 0, max: 10 },
    // A database that does not answer (a host that drops packets) is an outage within seconds
    // (503 G_02), not a request that hangs until TCP gives up; so is a pool that stays full.
    driverOptions: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
    debug: false,
    logger: (message) => log?.debug({ orm: message }, 'mikro-orm'),
  });
}

export async function initOrm(clientUrl: string, parts: OrmParts, log?: Logger) {
  return MikroORM.init(await ormConfig(clientUrl, parts, log));
}
