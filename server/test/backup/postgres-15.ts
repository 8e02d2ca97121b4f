import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../src/db/embedded.js';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 (the package `postgresql-15`; .ci/run installs it). */
const BIN = '/usr/lib/postgresql/15/bin';
/** World-traversable, so the `postgres` user reaches the cluster's folder when the tests run as root. */
const PARENT = '/tmp';

export interface Postgres15 {
  /** A superuser's URL, database `postgres`. */
  url: string;
  stop(): Promise<void>;
}

const asRoot = process.getuid?.() === 0;

/** Installs postgresql-15 the way .ci/run does when it is missing, where this may (root with apt); otherwise says how. */
async function ensureInstalled(): Promise<void> {
  if (existsSync(path.join(BIN, 'pg_ctl'))) return;
  if (!asRoot || !existsSync('/usr/bin/apt-get'))
    throw new Error(`PostgreSQL 15 is missing (${BIN}): install Debian's postgresql-15 (apt-get install postgresql-15).`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['install', '-y', '-qq', 'postgresql-15'], { env }).catch(async () => {
    await run('apt-get', ['update', '-qq'], { env });
    await run('apt-get', ['install', '-y', '-qq', 'postgresql-15'], { env });
  });
}

/** Runs a PostgreSQL program as the `postgres` user when root (PostgreSQL refuses to run as root). */
const postgresTool = (tool: string, args: string[]) =>
  asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args]) : run(path.join(BIN, tool), args);

/** A PostgreSQL 15 cluster of its own in a temporary folder, on a free loopback port; trust authentication, user `blokwerk`. */
export async function startPostgres15(): Promise<Postgres15> {
  await ensureInstalled();
  const root = await mkdtemp(path.join(PARENT, 'blokwerk-pg15-'));
  await chmod(root, 0o755);
  const data = path.join(root, 'data');
  await mkdir(data, { mode: 0o700 });
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(data, Number(stdout), Number(gid));
    await chown(root, Number(stdout), Number(gid));
  }
  await postgresTool('initdb', ['-D', data, '-U', 'blokwerk', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  await postgresTool('pg_ctl', ['start', '-D', data, '-w', '-l', path.join(root, 'log'), '-o', `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`]);
  return {
    url: `postgresql://blokwerk@127.0.0.1:${port}/postgres`,
    async stop() {
      await postgresTool('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']).catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}
