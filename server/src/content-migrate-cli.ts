import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { emitContentEvent, listenForContentEvents } from './events/content-events.js';
import { loadExtensions } from './extensions/load.js';
import { assemblePlatform } from './extensions/platform.js';
import { createLogger } from './logger.js';
import { directionOf } from './modules/content-model/migration-operations.js';
import { dryRun } from './modules/content-model/migration-runner.js';
import { continueRun, startRun } from './modules/content-model/migration-runs.js';

/**
 * `npm run content-migrate -- [--dry-run] [--reverse type@version] [--batch-size n]`: converts the
 * stored content to the content model's versions (or one type back down), as the admin API does;
 * continues a run a crash or a restart interrupted. Prints the report as JSON.
 */
const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean' }, reverse: { type: 'string' }, 'batch-size': { type: 'string' } } });
const config = loadConfig();
const log = createLogger(config.logLevel);
const platform = assemblePlatform(await loadExtensions(config.extensions));
const db = await openDatabase(config, log, platform);
try {
  const model = platform.contentModel;
  const em = db.orm.em.fork();
  const direction = directionOf(model, values.reverse);
  const batchSize = values['batch-size'] ? Number(values['batch-size']) : undefined;
  if (values['dry-run']) {
    process.stdout.write(`${JSON.stringify(await dryRun(em, model, direction, batchSize), null, 2)}\n`);
  } else {
    const run = await continueRun(em, model, await startRun(em, model, direction, null), { batchSize });
    process.stdout.write(`${JSON.stringify(run, null, 2)}\n`);
    // Running servers clear their site caches, as after a run through the API.
    const events = await listenForContentEvents(db.url, log);
    if (run.report.rowsChanged > 0)
      await emitContentEvent({ em, services: { events }, afterCommit: (task) => task() }, { type: 'settings.updated', pageId: null });
    await events.close();
  }
} catch (error) {
  log.error({ err: error }, 'content-model migration failed');
  process.exitCode = 1;
} finally {
  await db.close();
}
