import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/db/embedded.js';
import { migrate } from '../../src/db/migrate.js';
import { initOrm } from '../../src/db/orm.js';
import { assemblePlatform } from '../../src/extensions/platform.js';
import { createLogger } from '../../src/logger.js';
import { databaseUrl } from './database-url.js';
import { quietPool } from './quiet-pool.js';

/**
 * One PostgreSQL for the whole run: DATABASE_URL when set, otherwise an embedded cluster in
 * a temporary directory. Migrations run once into a template; each test file then gets its
 * own copy (CREATE DATABASE ... TEMPLATE), so files never see each other's rows.
 */
export default async function setup(project: TestProject) {
  const log = createLogger('warn');
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-test-pg-'));
    embedded = await startEmbeddedDatabase(dataDir, log);
    baseUrl = embedded.url;
  }
  const adminUrl = databaseUrl(baseUrl, 'postgres');
  const template = `blokwerk_template_${process.pid}`;
  const admin = quietPool(adminUrl);
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const templateUrl = databaseUrl(baseUrl, template);
  const orm = await initOrm(templateUrl, assemblePlatform());
  const pool = quietPool(templateUrl);
  await migrate(orm, pool, log);
  await pool.end();
  await orm.close();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'blokwerk_test_%' OR datname = $1", [template]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
