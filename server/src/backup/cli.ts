import 'reflect-metadata';
import { rmSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { EmbeddedDatabaseError } from '../db/embedded-reach.js';
import { ExtensionError } from '../extension-list.js';
import { loadExtensions } from '../extensions/load.js';
import { assemblePlatform } from '../extensions/platform.js';
import { createLogger } from '../logger.js';
import { PASSPHRASE_VARIABLE } from '../modules/backups/backup-command.js';
import { partialFiles } from './archive-writer.js';
import { backup } from './backup.js';
import { BackupError } from './backup-error.js';
import { givenPassphrase } from './encryption.js';
import { megabytes } from './progress.js';
import { restore } from './restore.js';

const USAGE = `Usage:
  npm run backup -- <file> [--without-personal-data] [--passphrase-file <file>]
  npm run restore -- <file> [--force] [--passphrase-file <file>]
A passphrase comes from --passphrase-file or ${PASSPHRASE_VARIABLE}, never from the command line.`;

const peakMemory = () => `peak memory ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`;
const count = (n: number) => n.toLocaleString('en');

/** Errors the person running the command can act on: their message alone, no stack. */
function plainFailure(error: unknown): string | undefined {
  if (error instanceof BackupError || error instanceof EmbeddedDatabaseError || error instanceof ExtensionError || error instanceof ConfigError)
    return error.message;
  return undefined;
}

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command !== 'backup' && command !== 'restore') throw new UsageError('the command is backup or restore');
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      'without-personal-data': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      'passphrase-file': { type: 'string' },
    },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length) throw new UsageError('give one archive file');
  if (command === 'backup' && values.force) throw new UsageError('--force is for restore');
  if (command === 'restore' && values['without-personal-data']) throw new UsageError('--without-personal-data is for backup');
  const config = loadConfig();
  const log = createLogger(process.env.LOG_LEVEL ? config.logLevel : 'warn');
  const passphrase = await givenPassphrase(values['passphrase-file'], process.env);
  const platform = assemblePlatform(await loadExtensions(config.extensions));
  if (command === 'backup') {
    removePartialOnSignal(file);
    const done = await backup(config, platform, { file, withoutPersonalData: values['without-personal-data'], passphrase }, log);
    process.stdout.write(
      `backup: wrote ${done.file}${passphrase ? ' (encrypted)' : ''}${values['without-personal-data'] ? ' without personal data' : ''}: ` +
        `${megabytes(done.bytes)} MB, ${done.tables} tables, ${count(done.rows)} rows (${megabytes(done.tableBytes)} MB of table data), ` +
        `${count(done.files)} files of ${megabytes(done.fileBytes)} MB, in ${done.seconds.toFixed(1)} s ` +
        `(${megabytes((done.tableBytes + done.fileBytes) / done.seconds)} MB/s read, ${peakMemory()})\n`,
    );
  } else {
    const done = await restore(config, platform, { file, force: values.force, passphrase, say: (line) => process.stderr.write(`${line}\n`) }, log);
    if (done.finishedInterrupted) {
      process.stdout.write(
        `restore: finished the interrupted restore of ${done.file} (its database part had committed; its files are now in place). Nothing else was restored.\n`,
      );
    } else {
      const forward = done.migratedForward.length ? `, then migrated forward (${done.migratedForward.join(', ')})` : '';
      process.stdout.write(
        `restore: restored ${done.file}: ${done.tables} tables, ${count(done.rows)} rows, ${count(done.files)} files${forward}, in ` +
          `${done.seconds.toFixed(1)} s (${peakMemory()})\n`,
      );
    }
  }
}

class UsageError extends Error {}

/** A backup stopped by a signal (Ctrl-C, a scheduled backup's server stopping) leaves nothing behind. */
function removePartialOnSignal(file: string): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const partial of partialFiles(file)) rmSync(partial, { force: true });
      process.stderr.write(`backup: stopped by ${signal}; nothing was written\n`);
      process.exit(128 + os.constants.signals[signal]);
    });
  }
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
    process.stderr.write(`${error.message}\n${USAGE}\n`);
    process.exit(2);
  }
  const plain = plainFailure(error);
  process.stderr.write(plain ? `${plain}\n` : `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
}
