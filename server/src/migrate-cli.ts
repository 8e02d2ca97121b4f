import 'reflect-metadata';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { loadExtensions } from './extensions/load.js';
import { assemblePlatform } from './extensions/platform.js';
import { openDatabase } from './db/database.js';

/** `npm run migrate`: opening the database applies every pending migration, the configured extensions' too. */
const config = loadConfig();
const log = createLogger(config.logLevel);
const db = await openDatabase(config, log, assemblePlatform(await loadExtensions(config.extensions)));
log.info('database is up to date');
await db.close();
