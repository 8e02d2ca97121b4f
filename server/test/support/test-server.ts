import { mkdtemp, rm } from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config.js';
import { createLogger, type Logger } from '../../src/logger.js';
import type { Extension } from '../../src/extensions/extension.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { noSessionPort } from '../../src/http/session-port.js';
import type { Actor } from '../../src/operations/actor.js';
import type { OperationContext } from '../../src/operations/define.js';
import { afterCommitOutsideInvoke } from '../../src/operations/invoke.js';
import { ApiClient } from './api-client.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestServer {
  url: string;
  server: RunningServer;
  database: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
}

/** The real server (express, Apollo, sessions, site) on a free port, against this file's own database. */
/**
 * `log`: where the server's log goes (default: the level of LOG_LEVEL, silent, to stdout);
 * `extensions`: what the server runs besides core (none unless given).
 */
export async function startTestServer(env: Record<string, string> = {}, log?: Logger, extensions: readonly Extension[] = []): Promise<TestServer> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    BLOKWERK_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // No demo content unless a test asks for it: tests build the content they look at.
    BLOKWERK_SEED: 'none',
    // A build of the admin or the site elsewhere (one per person working in the same tree), as spawned servers inherit it.
    ...(process.env.BLOKWERK_ADMIN_DIST ? { BLOKWERK_ADMIN_DIST: process.env.BLOKWERK_ADMIN_DIST } : {}),
    ...(process.env.BLOKWERK_SITE_DIST ? { BLOKWERK_SITE_DIST: process.env.BLOKWERK_SITE_DIST } : {}),
    ...env,
  });
  const server = await startServer(config, log ?? createLogger(config.logLevel), extensions);
  return {
    url: server.url,
    server,
    database,
    dataDir,
    async close() {
      // The file's tests are done: no request is on its way on an idle connection.
      await server.close({ idleWindowMs: 0 });
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestServerHandle {
  /** The running server (available inside tests and hooks). */
  readonly t: TestServer;
  /** A client that has made first contact: it holds a session and its CSRF token. */
  readonly client: ApiClient;
}

function ready<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the test server is used before beforeAll ran');
  return value;
}

/** Starts a test server for the enclosing describe block and stops it afterwards. */
export function useTestServer(env: Record<string, string> = {}, extensions: readonly Extension[] = []): TestServerHandle {
  let server: TestServer | undefined;
  let client: ApiClient | undefined;
  beforeAll(async () => {
    server = await startTestServer(env, undefined, extensions);
    client = await new ApiClient(server.url).prime();
  });
  afterAll(() => server?.close());
  return {
    get t() {
      return ready(server);
    },
    get client() {
      return ready(client);
    },
  };
}

/** A context for calling invoke() directly as `actor`, against the test server's database and services. */
export function contextAs(t: TestServer, actor: Actor): OperationContext {
  return {
    actor,
    em: t.server.db.orm.em.fork(),
    log: createLogger('silent'),
    session: noSessionPort,
    request: { ip: '127.0.0.1' },
    services: t.server.services,
    afterCommit: afterCommitOutsideInvoke,
  };
}
