import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MediaStores } from '../modules/media/storage/stores.js';
import type { FileStore } from './archive-format.js';
import { BackupError } from './backup-error.js';

/** The folders of BLOKWERK_DATA_DIR/media a site's stored files live in (file-system storage). */
const FILE_FOLDERS = ['objects', 'private'] as const;

/**
 * What an interrupted restore left to finish: written before the database part commits, so a
 * later run can ask PostgreSQL whether that transaction (`xid`, in database `databaseOid`)
 * committed, and then either finish moving the files or clean up.
 */
export interface RestoreState {
  archive: string;
  startedAt: string;
  /** `--force` over a data folder with files: the old folders go once the database part committed. */
  replace: boolean;
  xid?: string;
  databaseOid?: string;
  /** The old folders were moved aside (under `replaced/`). */
  replaced?: boolean;
}

export interface FileStaging {
  /** Where the archive reader keeps the manifest lines it read. */
  spoolFile: string;
  stage(store: FileStore, key: string, body: AsyncIterable<Buffer>): Promise<void>;
  /** Records the transaction about to commit; after this, a crash is finished by the next run. */
  committing(xid: string, databaseOid: string): Promise<void>;
  /** Puts the staged files in their stores (the old folders aside first, when replacing) and removes the staging folder. */
  complete(): Promise<void>;
  discard(): Promise<void>;
}

const stagingDir = (stores: MediaStores) => path.join(stores.root, 'restore-staging');
const stateFile = (dir: string) => path.join(dir, 'state.json');

async function writeState(dir: string, state: RestoreState): Promise<void> {
  const temp = `${stateFile(dir)}.tmp`;
  await writeFile(temp, JSON.stringify(state), { mode: 0o600 });
  const handle = await open(temp, 'r');
  await handle.sync().finally(() => handle.close());
  await rename(temp, stateFile(dir));
}

/** The state an earlier restore left, if it did not finish. */
export async function interruptedRestore(stores: MediaStores): Promise<RestoreState | undefined> {
  const text = await readFile(stateFile(stagingDir(stores)), 'utf8').catch(() => undefined);
  if (text !== undefined) return JSON.parse(text) as RestoreState;
  // A staging folder without a state: it never got as far as a transaction.
  await rm(stagingDir(stores), { recursive: true, force: true });
  return undefined;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Every file (not folder) below `dir`, recursively; none when it does not exist. */
async function filesBelow(dir: string): Promise<string[]> {
  if (!(await exists(dir))) return [];
  return (await readdir(dir, { withFileTypes: true, recursive: true })).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** The stored files of a data folder (file-system storage), for the emptiness check and for saying what --force replaces. */
export async function dataFolderFiles(stores: MediaStores): Promise<{ count: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  for (const folder of FILE_FOLDERS) {
    for (const file of await filesBelow(path.join(stores.root, folder))) {
      count++;
      bytes += (await stat(file)).size;
    }
  }
  return { count, bytes };
}

/** Moves the staged files into their stores; a file moved already (by a run that was interrupted) is simply no longer staged. */
async function moveIntoPlace(stores: MediaStores, dir: string): Promise<void> {
  for (const file of await filesBelow(path.join(dir, 'files'))) {
    const [kind, area] = path.relative(path.join(dir, 'files'), path.dirname(file)).split(path.sep);
    const store = kind === 'objects' ? stores.objects : stores.privateArea(area ?? '');
    await store.put(file, path.basename(file));
  }
}

/** Finishes a restore whose database part committed: the old folders aside (when replacing), the staged files in place, the staging folder gone. */
export async function completeRestore(stores: MediaStores, state: RestoreState): Promise<void> {
  const dir = stagingDir(stores);
  if (state.replace && !state.replaced) {
    for (const folder of FILE_FOLDERS) {
      const aside = path.join(dir, 'replaced', folder);
      if ((await exists(path.join(stores.root, folder))) && !(await exists(aside))) {
        await mkdir(path.dirname(aside), { recursive: true });
        await rename(path.join(stores.root, folder), aside);
      }
    }
    await writeState(dir, { ...state, replaced: true });
  }
  await moveIntoPlace(stores, dir);
  await rm(dir, { recursive: true, force: true });
}

export async function discardRestore(stores: MediaStores): Promise<void> {
  await rm(stagingDir(stores), { recursive: true, force: true });
}

/**
 * A new staging folder under BLOKWERK_DATA_DIR/media (the file system the stores' renames need):
 * the archive's files are written there and moved in only once the database part committed.
 */
export async function beginStaging(stores: MediaStores, archive: string, replace: boolean): Promise<FileStaging> {
  const dir = stagingDir(stores);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  let state: RestoreState = { archive, startedAt: new Date().toISOString(), replace };
  await writeState(dir, state);
  return {
    spoolFile: path.join(dir, 'entries-read.ndjson'),
    async stage(store, key, body) {
      const target = path.join(dir, 'files', store.kind === 'objects' ? 'objects' : path.join('private', store.area), key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      // Flushed to disk before it is closed: once the database part commits, it is the only copy.
      await pipeline(body, createWriteStream(target, { mode: 0o600, flush: true })).catch((error: NodeJS.ErrnoException) => {
        if (error instanceof BackupError) throw error;
        throw new BackupError(`${target} could not be written (${error.code ?? error.message}). Nothing was restored.`);
      });
    },
    async committing(xid, databaseOid) {
      state = { ...state, xid, databaseOid };
      await writeState(dir, state);
    },
    complete: () => completeRestore(stores, state),
    discard: () => discardRestore(stores),
  };
}
