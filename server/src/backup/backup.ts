import { Client } from 'pg';
import type { Config } from '../config.js';
import { FILE_REMOVAL_LOCK } from '../modules/media/files/removal-lock.js';
import { migrationList } from '../db/migration-folders.js';
import type { Platform } from '../extensions/platform.js';
import type { Logger } from '../logger.js';
import { mediaStores, type MediaStores } from '../modules/media/storage/stores.js';
import { fileEntry, FORMAT_VERSION, HEADER_ENTRY, SEQUENCES_ENTRY, type ArchiveHeader } from './archive-format.js';
import { createArchive, type ArchiveWriter } from './archive-writer.js';
import { BackupError } from './backup-error.js';
import { appliedMigrations, foreignKeys, publicTables, sequenceStates } from './catalog.js';
import { checkLeftOut, declaredPersonalData } from './personal-data.js';
import { megabytes, showProgress, type Progress } from './progress.js';
import { backupSource } from './site-database.js';
import { areasKept, storedFiles, type StoredFile } from './stored-files.js';
import { backUpTable } from './table-data.js';

export interface BackupOptions {
  file: string;
  withoutPersonalData: boolean;
  passphrase: string | undefined;
}

export interface BackupSummary {
  file: string;
  /** Bytes of the archive. */
  bytes: number;
  tables: number;
  rows: number;
  /** Bytes of the tables' COPY text, before compression. */
  tableBytes: number;
  files: number;
  /** Bytes of the files in it. */
  fileBytes: number;
  seconds: number;
}

/** Refuses a database whose migrations are not exactly this build's: what the backup knows of its tables and files would not hold. */
async function checkLevel(applied: readonly string[], platform: Platform): Promise<void> {
  const known = (await migrationList(platform.migrations)).map((m) => m.name);
  const unknown = applied.filter((name) => !known.includes(name));
  if (unknown.length) {
    throw new BackupError(
      `The database has migrations this Blokwerk does not know (${unknown.join(', ')}): back it up with the Blokwerk that migrated it, with the ` +
        `same extensions (BLOKWERK_EXTENSIONS).`,
    );
  }
  const pending = known.filter((name) => !applied.includes(name));
  if (pending.length)
    throw new BackupError(
      `The database lacks migrations of this Blokwerk (${pending.join(', ')}): start Blokwerk once or run \`npm run migrate\`, then back it up.`,
    );
}

async function backUpFile(stores: MediaStores, writer: ArchiveWriter, file: StoredFile): Promise<number> {
  const store = file.store.kind === 'objects' ? stores.objects : stores.privateArea(file.store.area);
  const name = fileEntry(file.store, file.key);
  const { size, stream } = await store.read(file.key).catch((error: NodeJS.ErrnoException) => {
    const where = file.store.kind === 'objects' ? 'media object' : `private file of ${file.store.area}`;
    const missing = error.code === 'ENOENT' || error.name === 'NoSuchKey';
    throw new BackupError(
      `The ${where} ${file.key} is ${missing ? 'missing from its store, though a row names it' : `unreadable (${error.message})`}. The backup was not written.`,
    );
  });
  await writer.addStream(name, size, stream, file.sha256);
  return size;
}

/**
 * `npm run backup -- <file>`: one archive of the site (docs/operations.md, "Backup and
 * restore"). Every table is read in one REPEATABLE READ snapshot (a consistent site while it
 * keeps serving; DEFERRABLE would change nothing outside SERIALIZABLE), the files its rows name
 * after it, under the file-removal lock taken before the snapshot, so none of them can go.
 */
export async function backup(config: Config, platform: Platform, options: BackupOptions, log: Logger): Promise<BackupSummary> {
  const started = performance.now();
  const personal = declaredPersonalData(platform.modules);
  const source = await backupSource(config, log);
  const stores = mediaStores(config);
  const client = new Client({ connectionString: source.url, application_name: 'blokwerk backup' });
  let writer: ArchiveWriter | undefined;
  let progress: Progress | undefined;
  try {
    await client.connect();
    await client.query('select pg_advisory_lock($1)', [FILE_REMOVAL_LOCK]);
    await client.query('begin isolation level repeatable read, read only');
    const migrations = await appliedMigrations(client);
    await checkLevel(migrations, platform);
    const tables = await publicTables(client);
    if (options.withoutPersonalData) checkLeftOut(personal, tables, await foreignKeys(client));
    const leftOut = (table: string) => options.withoutPersonalData && personal.tables.has(table);
    const leftOutAreas = options.withoutPersonalData ? personal.privateAreas : [];
    const {
      rows: [version],
    } = await client.query<{ server_version: string }>('show server_version');
    const header: ArchiveHeader = {
      format: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      migrations,
      postgres: version?.server_version ?? '',
      withoutPersonalData: options.withoutPersonalData,
      tables: tables.map(({ name, columns }) => ({ name, columns, leftOut: leftOut(name) })),
    };
    const archive = await createArchive(options.file, options.passphrase);
    writer = archive;
    // What is read is what shows the pace: table data shrinks a lot in the archive.
    const read = { bytes: 0 };
    progress = showProgress(
      'backup',
      () => read.bytes,
      () => ` read, ${megabytes(archive.written)} MB written`,
    );
    await archive.addBuffer(HEADER_ENTRY, Buffer.from(JSON.stringify(header, null, 2)));
    const rows: Record<string, number> = {};
    let tableBytes = 0;
    for (const { name, columns } of tables) {
      if (leftOut(name)) continue;
      progress.step(`table ${name}`);
      const copied = await backUpTable(
        client,
        archive,
        name,
        columns,
        read,
        name === 'stored_file' && leftOutAreas.length ? areasKept(client, leftOutAreas) : undefined,
      );
      rows[name] = copied.rows;
      tableBytes += copied.bytes;
    }
    await archive.addBuffer(SEQUENCES_ENTRY, Buffer.from(JSON.stringify(await sequenceStates(client))));
    progress.step('files');
    let files = 0;
    let fileBytes = 0;
    for await (const file of storedFiles(client, leftOutAreas)) {
      const size = await backUpFile(stores, archive, file);
      fileBytes += size;
      read.bytes += size;
      files++;
    }
    await client.query('commit');
    await client.query('select pg_advisory_unlock($1)', [FILE_REMOVAL_LOCK]);
    await archive.finish({ rows });
    return {
      file: options.file,
      bytes: archive.written,
      tables: Object.keys(rows).length,
      rows: Object.values(rows).reduce((a, b) => a + b, 0),
      tableBytes,
      files,
      fileBytes,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    await writer?.abort();
    throw error;
  } finally {
    progress?.stop();
    // Ending the session rolls back and lets go of the lock, whatever happened.
    await client.end().catch(() => undefined);
    stores.close();
    await source.close();
  }
}
