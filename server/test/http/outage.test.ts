import { spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DriverException, MikroORM } from '@mikro-orm/postgresql';
import { GraphQLError, locatedError } from 'graphql';
import { Client, Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ormConfig } from '../../src/db/orm.js';
import { DomainError } from '../../src/errors.js';
import { assemblePlatform } from '../../src/extensions/platform.js';
import { outageOf, type Outage } from '../../src/http/outage.js';
import { repoRoot } from '../../src/paths.js';
import { within } from '../support/poll.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

// The classifier (http/outage.ts) on errors made for real: files, sockets, PostgreSQL.

/** The error `attempt` fails with (it must fail). */
async function failure(attempt: () => Promise<unknown>): Promise<unknown> {
  try {
    await attempt();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

/** A TCP server on a free loopback port: `onSocket` decides what a connection gets. */
async function tcpServer(onSocket: (socket: net.Socket) => void): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A free port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = await tcpServer(() => undefined);
  await server.close();
  return server.port;
}

const database = (code: string): Partial<Outage> => ({
  code: 'G_02',
  status: 503,
  retryAfter: 5,
  cause: expect.objectContaining({ part: 'database', code }) as Outage['cause'],
});

describe('outageOf: the database cannot be reached', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ migrated: false });
  });
  afterAll(() => db?.drop());

  it('a refused connection (pg, and MikroORM’s exception around it) is G_02 503, Retry-After 5, naming the address', async () => {
    const port = await closedPort();
    const refused = await failure(() => new Client({ host: '127.0.0.1', port }).connect());
    expect(outageOf(refused)).toMatchObject({
      code: 'G_02',
      status: 503,
      retryAfter: 5,
      cause: { part: 'connection', code: 'ECONNREFUSED', address: `127.0.0.1:${port}` },
    });

    const orm = await MikroORM.init(await ormConfig(`postgres://blokwerk:secret-password@127.0.0.1:${port}/blokwerk`, assemblePlatform()));
    try {
      const wrapped = await failure(() => orm.em.fork().execute('select 1'));
      expect(wrapped).toBeInstanceOf(DriverException);
      expect(outageOf(wrapped)).toMatchObject({ code: 'G_02', cause: { code: 'ECONNREFUSED', address: `127.0.0.1:${port}` } });
      // What the log gets names the address, never the password of the connection string.
      expect(JSON.stringify(outageOf(wrapped))).not.toContain('secret-password');
    } finally {
      await orm.close();
    }
  });

  it('a connection the server drops, or that never answers (pg’s and pg-pool’s timeouts), is G_02', async () => {
    const dropping = await tcpServer((socket) => socket.destroy());
    const silent = await tcpServer(() => undefined);
    try {
      const dropped = await failure(() => new Client({ host: '127.0.0.1', port: dropping.port }).connect());
      expect(outageOf(dropped)).toMatchObject(database('Connection terminated unexpectedly'));
      const clientTimeout = await failure(() => new Client({ host: '127.0.0.1', port: silent.port, connectionTimeoutMillis: 100 }).connect());
      expect(outageOf(clientTimeout)).toMatchObject(database('timeout expired'));
      const pool = new Pool({ host: '127.0.0.1', port: silent.port, connectionTimeoutMillis: 100 });
      const poolTimeout = await failure(() => pool.query('select 1'));
      await pool.end();
      expect(outageOf(poolTimeout)).toMatchObject(database('Connection terminated due to connection timeout'));
    } finally {
      await Promise.all([dropping.close(), silent.close()]);
    }
  });

  it('a pool whose every connection is taken past its wait is G_02', async () => {
    // The one connection is made without hurry (a loaded machine takes more than 100 ms for it);
    // only the wait for a second one is cut short.
    const pool = new Pool({ connectionString: db.url, max: 1, connectionTimeoutMillis: 30_000 });
    const held = await pool.connect();
    pool.options.connectionTimeoutMillis = 100;
    try {
      expect(outageOf(await failure(() => pool.query('select 1')))).toMatchObject(database('timeout exceeded when trying to connect'));
    } finally {
      held.release();
      await pool.end();
    }
  });

  it('PostgreSQL ending our connection (57P01, pg_terminate_backend as at a fast shutdown) is G_02', async () => {
    const victim = new Client({ connectionString: db.url });
    victim.on('error', () => undefined);
    await victim.connect();
    const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid');
    const sleeping = failure(() => victim.query('select pg_sleep(10)'));
    const killer = new Client({ connectionString: db.url });
    await killer.connect();
    try {
      // Once the sleep runs: terminated before it, the query would fail differently.
      await within(
        5000,
        async () =>
          (
            await killer.query(`select pg_terminate_backend(pid) from pg_stat_activity where pid = $1 and state = 'active' and query like '%pg_sleep%'`, [
              rows[0]?.pid,
            ])
          ).rowCount,
        (count) => count === 1,
      );
      const terminated = await sleeping;
      expect(outageOf(terminated)).toMatchObject(database('57P01'));
      // The client is unusable from now on, and says so by message alone.
      expect(outageOf(await failure(() => victim.query('select 1')))).toMatchObject({ code: 'G_02', cause: { part: 'database' } });
    } finally {
      await killer.end();
      await victim.end().catch(() => undefined);
    }
  });

  it('SQLSTATEs of an unreachable or full database: class 08, 57P02, 57P03, 53300 are G_02; 53100 disk_full is G_03 507', async () => {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      // PostgreSQL itself raises each condition, so pg reports it as it would the real one.
      const raised = (condition: string) => failure(() => client.query(`do $$ begin raise exception 'test' using errcode = '${condition}'; end $$`));
      for (const [condition, code] of [
        ['connection_failure', '08006'],
        ['crash_shutdown', '57P02'],
        ['cannot_connect_now', '57P03'],
        ['too_many_connections', '53300'],
      ]) {
        expect(outageOf(await raised(condition ?? '')), condition).toMatchObject(database(code ?? ''));
      }
      expect(outageOf(await raised('disk_full'))).toMatchObject({ code: 'G_03', status: 507, retryAfter: 60, cause: { part: 'database', code: '53100' } });
      // Other server errors are no outage: a bug or a conflict, G_01 or the operation's own code.
      expect(outageOf(await raised('out_of_memory'))).toBeUndefined();
      expect(outageOf(await failure(() => client.query('selec 1')))).toBeUndefined();
      expect(outageOf(await failure(() => client.query('select 1 / 0')))).toBeUndefined();
    } finally {
      await client.end();
    }
  });

  it('finds the outage inside a GraphQL error (as resolvers’ errors reach formatError) and nothing in a DomainError', async () => {
    const refused = await failure(async () => new Client({ host: '127.0.0.1', port: await closedPort() }).connect());
    expect(outageOf(locatedError(refused, undefined, ['page']))).toMatchObject({ code: 'G_02', cause: { code: 'ECONNREFUSED' } });
    expect(outageOf(new GraphQLError('bad', { originalError: new DomainError('V_12', 'slug') }))).toBeUndefined();
    expect(outageOf(new DomainError('G_01'))).toBeUndefined();
    expect(outageOf(new Error('unexpected', { cause: refused }))).toMatchObject({ code: 'G_02' });
  });
});

const unshare = process.getuid?.() === 0 && spawnSync('unshare', ['--mount', '--propagation', 'private', 'true']).status === 0;
if (!unshare) console.warn('outage.test.ts: read-only and permission-denied storage not tried: they need root and unshare(1) (CI runs as root)');

/** outageOf() of a write to `file` in a child process (its own mount namespace, or root without its override of permissions), as the child's JSON. */
function classifiedInChild(file: string, wrap: string[]): unknown {
  const script =
    `import { writeFile } from 'node:fs/promises'; const { outageOf } = await ` +
    `import(${JSON.stringify(path.join(repoRoot, 'server', 'src', 'http', 'outage.ts'))}); try { await writeFile(process.argv[1], 'x'); ` +
    `console.log('null'); } catch (error) { console.log(JSON.stringify(outageOf(error) ?? null)); }`;
  const command = [...wrap, process.execPath, '--import', '@oxc-node/core/register', '--input-type=module', '-e', script, file];
  const child = spawnSync(command[0] ?? '', command.slice(1), { cwd: repoRoot, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`child failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as unknown;
}

describe('outageOf: storage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-outage-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('a full disk (writing to /dev/full) is G_03 507, Retry-After 60, naming the file when the error does', async () => {
    const full = await failure(() => writeFile('/dev/full', 'x'));
    expect(outageOf(full)).toMatchObject({ code: 'G_03', status: 507, retryAfter: 60, cause: { part: 'storage', code: 'ENOSPC' } });
    // As an upload meets it: streamed through a pipeline (the error names no path then).
    const streamed = await failure(() => pipeline(Readable.from([Buffer.alloc(64 * 1024)]), createWriteStream('/dev/full')));
    expect(outageOf(streamed)).toMatchObject({ code: 'G_03', cause: { code: 'ENOSPC' } });
  });

  it('a missing file is no outage (a bug: G_01)', async () => {
    expect(outageOf(await failure(() => readFile(path.join(dir, 'missing'))))).toBeUndefined();
    expect(outageOf(new Error('plain'))).toBeUndefined();
    expect(outageOf(undefined)).toBeUndefined();
  });

  it.skipIf(!unshare)('a read-only mount (EROFS) and a folder the process may not write (EACCES) are G_02 503, Retry-After 60, naming the path', async () => {
    const readOnly = path.join(dir, 'read-only');
    await chmod(dir, 0o755);
    const mountReadOnly = [
      'unshare',
      '--mount',
      '--propagation',
      'private',
      'sh',
      '-c',
      `mkdir -p '${readOnly}' && mount -t tmpfs -o ro,size=64k tmpfs '${readOnly}' && exec "$@"`,
      'sh',
    ];
    expect(classifiedInChild(path.join(readOnly, 'file'), mountReadOnly)).toMatchObject({
      code: 'G_02',
      status: 503,
      retryAfter: 60,
      cause: { part: 'storage', code: 'EROFS', path: path.join(readOnly, 'file') },
    });
    // Root without the capability to override permissions, in a folder nobody may write to. (Not
    // another user: in a clone in a private folder, as CI's is, no other user reaches node.)
    const denied = path.join(dir, 'denied');
    await mkdir(denied, { mode: 0o555 });
    const withoutOverride = ['setpriv', '--bounding-set', '-dac_override,-dac_read_search'];
    expect(classifiedInChild(path.join(denied, 'file'), withoutOverride)).toMatchObject({
      code: 'G_02',
      cause: { part: 'storage', code: 'EACCES', path: path.join(denied, 'file') },
    });
  });
});
