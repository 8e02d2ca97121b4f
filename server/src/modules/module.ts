import type { Options } from '@mikro-orm/core';
import type { NonEmptyArray } from 'type-graphql';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { RestRoute } from '../http/rest.js';
import type { BearerEndpoint } from '../http/route-declarations.js';
import type { Logger } from '../logger.js';
import type { OperationContext, PlatformView, Services } from '../operations/define.js';

export interface BackgroundDeps {
  orm: MikroORM;
  services: Services;
  log: Logger;
  config: Config;
}

/** Work a module does outside requests (timers, listeners), stopped before the database closes. */
export interface BackgroundTask {
  stop(): Promise<void>;
}

export interface SeedDeps {
  orm: MikroORM;
  config: Config;
  log: Logger;
  platform: PlatformView;
}

/**
 * What of a module's data is about people outside the staff (applicants, subscribers, visitors)
 * or their traces (sessions, tokens, login attempts, audit entries): its tables (all their rows)
 * and its private file areas. A staging copy (`npm run backup -- --without-personal-data`)
 * leaves them out.
 */
export interface PersonalData {
  tables?: readonly string[];
  privateAreas?: readonly string[];
}

/** A vertical feature: its tables, its GraphQL resolvers and its REST façade routes. */
export interface FeatureModule {
  name: string;
  entities: NonNullable<Options['entities']>;
  resolvers?: NonEmptyArray<Function>;
  routes?: readonly RestRoute[];
  /** Paths that take a bearer token and never a session cookie, so no CSRF check either (the MCP endpoint). */
  bearerEndpoints?: readonly BearerEndpoint[];
  background?: (deps: BackgroundDeps) => BackgroundTask;
  /** First-start data and the like: runs after every migration, under the migration lock, in module order. */
  seed?: (deps: SeedDeps) => Promise<void>;
  /**
   * Demo content for a database without pages (BLOKWERK_SEED=demo), written through operations
   * (invoke) as the seeded administrator; once per database (demo-content.ts).
   */
  demo?: (ctx: OperationContext) => Promise<void>;
  /** Its personal data, left out of a staging copy (backup --without-personal-data). */
  personalData?: PersonalData;
}
