import { access } from 'node:fs/promises';
import type { Client } from 'pg';
import type { Config } from '../config.js';
import { migrationList } from '../db/migration-folders.js';
import type { Platform } from '../extensions/platform.js';
import type { Logger } from '../logger.js';
import { mediaStores, type MediaStores } from '../modules/media/storage/stores.js';
import {
  fileOfEntry,
  FORMAT_VERSION,
  HEADER_ENTRY,
  headerSchema,
  SEQUENCES_ENTRY,
  sequencesSchema,
  tableOfEntry,
  type ArchiveHeader,
  type ManifestEnd,
  type SequenceStates,
} from './archive-format.js';
import { damaged, readArchive, type ArchiveEntry } from './archive-reader.js';
import { BackupError } from './backup-error.js';
import { schemaObjects } from './catalog.js';
import { prepareLoad } from './database-load.js';
import { beginStaging, completeRestore, dataFolderFiles, discardRestore, interruptedRestore, type FileStaging } from './file-staging.js';
import { megabytes, showProgress } from './progress.js';
import { restoreTarget } from './site-database.js';
import { openTarget, type TargetSession } from './target-session.js';
import { loadTable, quoted, type TableLoad } from './table-data.js';

/** Arbitrary but fixed: one restore at a time into a database. */
const RESTORE_LOCK = 0x72737472; // "rstr"

export interface RestoreOptions {
  file: string;
  force: boolean;
  passphrase: string | undefined;
  /** Where --force says what it is about to delete. */
  say: (line: string) => void;
}

export interface RestoreSummary {
  file: string;
  tables: number;
  rows: number;
  files: number;
  /** Migrations applied after the archive's rows, bringing an older site to this build's level. */
  migratedForward: string[];
  seconds: number;
  /** The run only finished what an interrupted restore (of `file`) had committed. */
  finishedInterrupted: boolean;
}

/** Refuses an archive this build cannot restore exactly: a newer format, or migrations it does not have. */
async function checkHeader(entry: ArchiveEntry | undefined, platform: Platform): Promise<ArchiveHeader> {
  if (entry?.name !== HEADER_ENTRY) throw new BackupError('This is not a Blokwerk backup (it does not start with blokwerk-backup.json).');
  const parsed = headerSchema.safeParse(JSON.parse((await entry.bytes()).toString('utf8')));
  if (!parsed.success) throw new BackupError('This is not a Blokwerk backup this version can read (its header does not fit).');
  const header = parsed.data;
  if (header.format > FORMAT_VERSION)
    throw new BackupError(
      `The archive was made by a newer Blokwerk (archive format ${header.format}; this one reads format ${FORMAT_VERSION}). Restore it with that ` +
        `version or a later one.`,
    );
  const known = new Set((await migrationList(platform.migrations)).map((m) => m.name));
  const unknown = header.migrations.filter((name) => !known.has(name));
  if (unknown.length) {
    throw new BackupError(
      `The archive was made by a Blokwerk with migrations this one does not have: ${unknown.join(', ')}. Restore it with that Blokwerk or a later ` +
        `one, with the same extensions configured (BLOKWERK_EXTENSIONS).`,
    );
  }
  return header;
}

/** Did an interrupted restore's transaction commit? Only when it is this database's and PostgreSQL says so. */
async function committed(client: Client, xid: string | undefined, databaseOid: string | undefined): Promise<boolean | 'running'> {
  if (xid === undefined) return false;
  const {
    rows: [here],
  } = await client.query<{ oid: string }>('select oid::text from pg_database where datname = current_database()');
  if (here?.oid !== databaseOid) {
    throw new BackupError(
      'An interrupted restore into another database left its files in BLOKWERK_DATA_DIR/media/restore-staging: point DATABASE_URL at that ' +
        'database again and rerun the restore to finish it.',
    );
  }
  const {
    rows: [status],
  } = await client.query<{ status: string | null }>('select pg_xact_status($1::xid8) as status', [xid]);
  if (status?.status === 'in progress') return 'running';
  return status?.status === 'committed';
}

/** What the target holds, in words; empty when there is nothing. */
async function targetContents(client: Client, stores: MediaStores, config: Config): Promise<{ database: string; files: string; fileCount: number }> {
  const objects = await schemaObjects(client);
  const tables = objects.filter((o) => o.kind === 'table');
  const filled: string[] = [];
  let rows = 0;
  for (const { name } of tables) {
    const {
      rows: [count],
    } = await client.query<{ n: string }>(`select count(*)::text as n from "public".${quoted(name)}`);
    const n = Number(count?.n ?? 0);
    rows += n;
    if (n) filled.push(`${name} ${n}`);
  }
  const database = objects.length
    ? `${tables.length} tables with ${rows} rows (${filled.join(', ') || 'all empty'}) and ${objects.length - tables.length} other objects of the public schema`
    : '';
  // With S3, the bucket is not listed: the archive's objects are added to it by key.
  const { count, bytes } = config.s3 ? { count: 0, bytes: 0 } : await dataFolderFiles(stores);
  return { database, files: count ? `${count} stored files (${megabytes(bytes)} MB) in ${stores.root}` : '', fileCount: count };
}

interface Loaded {
  rows: Record<string, number>;
  files: number;
  migratedForward: string[];
}

interface Entries {
  rows: Record<string, number>;
  files: number;
  sequences: SequenceStates | undefined;
  end: ManifestEnd;
}

/** The entries after the header: each table's parts through one COPY, the sequences, the files into the staging folder. */
async function loadEntries(entries: AsyncGenerator<ArchiveEntry, ManifestEnd>, client: Client, header: ArchiveHeader, staging: FileStaging): Promise<Entries> {
  const columns = new Map(header.tables.map((t) => [t.name, t.columns]));
  const rows: Record<string, number> = {};
  let table: { name: string; load: TableLoad } | undefined;
  let sequences: SequenceStates | undefined;
  let files = 0;
  try {
    let next = await entries.next();
    while (!next.done) {
      const entry = next.value;
      const name = tableOfEntry(entry.name);
      const file = fileOfEntry(entry.name);
      if (table && name !== table.name) {
        rows[table.name] = await table.load.end();
        table = undefined;
      }
      if (name !== undefined) {
        const tableColumns = columns.get(name);
        if (!tableColumns || name in rows) throw damaged(`${entry.name} is out of place`);
        const part = await entry.bytes();
        table ??= { name, load: loadTable(client, name, tableColumns) };
        await table.load.add(part).catch((error: Error) => {
          throw new BackupError(`The rows of ${name} do not load here (${error.message}). Nothing was restored.`);
        });
      } else if (entry.name === SEQUENCES_ENTRY) {
        const parsed = sequencesSchema.safeParse(JSON.parse((await entry.bytes()).toString('utf8')));
        if (!parsed.success) throw damaged('its sequences do not read');
        sequences = parsed.data;
      } else if (file) {
        await staging.stage(file.store, file.key, entry.body);
        if (file.store.kind === 'objects' && entry.sha256() !== file.key) throw damaged(`${entry.name} does not match its checksum`);
        files++;
      } else {
        throw new BackupError(`The archive holds ${entry.name}, which this Blokwerk does not know.`);
      }
      next = await entries.next();
    }
    if (table) rows[table.name] = await table.load.end();
    return { rows, files, sequences, end: next.value };
  } catch (error) {
    // A COPY still open would hold the connection, and the rollback behind it.
    await table?.load.abort();
    throw error;
  }
}

/** Reads the archive into the open transaction and the staging folder; throws, changing nothing, unless every entry checks out. */
async function load(
  client: Client,
  migrate: (names?: readonly string[]) => Promise<string[]>,
  staging: FileStaging,
  options: RestoreOptions,
  platform: Platform,
  read: { bytes: number },
  replacing: string | undefined,
): Promise<Loaded> {
  const entries = readArchive(options.file, options.passphrase, staging.spoolFile, read);
  const first = await entries.next();
  const header = await checkHeader(first.done ? undefined : first.value, platform);
  if (replacing) {
    options.say(
      `restore --force: replacing ${replacing}. They are deleted in the restore's transaction and their files once it has committed: if the ` +
        `archive does not check out in full, nothing is deleted.`,
    );
    for (const { drop } of await schemaObjects(client)) await client.query(drop);
  }
  await migrate(header.migrations);
  const prepared = await prepareLoad(client, header);
  const { rows, files, sequences, end } = await loadEntries(entries, client, header, staging);
  const wrong = header.tables.filter((t) => !t.leftOut && (end.rows[t.name] === undefined || rows[t.name] !== end.rows[t.name])).map((t) => t.name);
  if (wrong.length || !sequences) throw damaged(wrong.length ? `the rows of ${wrong.join(', ')} are not what it lists` : 'it has no sequences');
  await prepared.finish(sequences);
  return { rows, files, migratedForward: await migrate() };
}

/**
 * `npm run restore -- <file>` (docs/operations.md, "Backup and restore"). The database part runs
 * in one transaction (migrations to the archive's level, its rows, its sequences, then this
 * build's newer migrations); the files are staged beside the stores and moved in only after the
 * commit. An interrupted restore is finished or undone by the next run: it asks PostgreSQL
 * whether the recorded transaction committed.
 */
export async function restore(config: Config, platform: Platform, options: RestoreOptions, log: Logger): Promise<RestoreSummary> {
  const started = performance.now();
  await access(options.file).catch(() => {
    throw new BackupError(`${options.file} cannot be read.`);
  });
  const target = await restoreTarget(config, log);
  const stores = mediaStores(config);
  let session: TargetSession | undefined;
  const summary = (loaded: Loaded | undefined): RestoreSummary => ({
    file: options.file,
    tables: loaded ? Object.keys(loaded.rows).length : 0,
    rows: loaded ? Object.values(loaded.rows).reduce((a, b) => a + b, 0) : 0,
    files: loaded?.files ?? 0,
    migratedForward: loaded?.migratedForward ?? [],
    seconds: (performance.now() - started) / 1000,
    finishedInterrupted: loaded === undefined,
  });
  try {
    session = await openTarget(target.url, platform);
    const { client } = session;
    const {
      rows: [locked],
    } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [RESTORE_LOCK]);
    if (!locked?.ok) throw new BackupError(`Another restore into ${target.description} is running.`);
    const interrupted = await interruptedRestore(stores);
    if (interrupted) {
      const outcome = await committed(client, interrupted.xid, interrupted.databaseOid);
      if (outcome === 'running') throw new BackupError(`Another restore into ${target.description} is running.`);
      if (outcome) {
        await completeRestore(stores, interrupted).catch((error: Error) => {
          throw new BackupError(`The files of the interrupted restore could not be put in place (${error.message}). Run the restore again once that is fixed.`);
        });
        return { ...summary(undefined), file: interrupted.archive };
      }
      await discardRestore(stores);
    }
    const contents = await targetContents(client, stores, config);
    if ((contents.database || contents.files) && !options.force) {
      throw new BackupError(
        `The target is not empty: ` +
          `${[contents.database && `${target.description} holds ${contents.database}`, contents.files].filter(Boolean).join('; ')}. Restore into an ` +
          `empty database and data folder, or add --force to replace them.`,
      );
    }
    const replacing = [contents.database && `${target.description}: ${contents.database}`, contents.files].filter(Boolean).join('; ');
    const staging = await beginStaging(stores, options.file, options.force && contents.fileCount > 0);
    const read = { bytes: 0 };
    const progress = showProgress(
      'restore',
      () => read.bytes,
      () => ' of the archive read',
    );
    let recorded = false;
    let loaded: Loaded;
    try {
      loaded = await session.transaction(async (migrate) => {
        const result = await load(client, migrate, staging, options, platform, read, replacing || undefined);
        const {
          rows: [xact],
        } = await client.query<{ xid: string; oid: string }>(
          'select pg_current_xact_id()::text as xid, (select oid::text from pg_database where datname = current_database()) as oid',
        );
        if (!xact) throw new Error('no transaction id');
        await staging.committing(xact.xid, xact.oid);
        recorded = true;
        return result;
      });
    } catch (error) {
      // A COMMIT that failed may still have happened: the next run asks PostgreSQL and finishes or undoes it.
      if (recorded)
        throw new BackupError(
          `The restore was cut off while committing (${error instanceof Error ? error.message : String(error)}): run it again to finish or undo it.`,
        );
      await staging.discard();
      throw error;
    } finally {
      progress.stop();
    }
    await staging.complete().catch((error: Error) => {
      throw new BackupError(`The database part is restored, but its files could not be put in place (${error.message}). Run the restore again to finish it.`);
    });
    return summary(loaded);
  } finally {
    await session?.close();
    stores.close();
    await target.close();
  }
}
