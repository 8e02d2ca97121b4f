import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { openDatabase } from './database.js';

/** `npm run migrate`: opening the database applies every pending migration. */
const config = loadConfig();
const log = createLogger(config.logLevel);
const db = await openDatabase(config, log);
log.info('database is up to date');
await db.close();
