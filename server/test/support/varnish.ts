import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../src/db/embedded.js';
import { repoRoot } from '../../src/paths.js';
import { within } from './poll.js';

/** Debian's varnishd, if installed (apt-get install varnish varnish-modules). */
export const VARNISHD = ['/usr/sbin/varnishd', '/usr/bin/varnishd'].find((file) => existsSync(file));
/** Whether the xkey vmod (varnish-modules) is there: the recipe purges with it. */
export const XKEY = ['/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so', '/usr/lib/aarch64-linux-gnu/varnish/vmods/libvmod_xkey.so'].some((file) =>
  existsSync(file),
);

/** The purge secret the tests' varnishd and Blokwerk share (BLOKWERK_PURGE_SECRET, docs/varnish/blokwerk.vcl). */
export const PURGE_SECRET = 'test-purge-secret-0123456789abcdef0123456789';

export interface RunningVarnish {
  url: string;
  /** varnishstat's counters (`MAIN.n_gunzip`…) by name. */
  counters(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

interface VarnishStat {
  counters: Record<string, { value: number }>;
}

/** The shipped recipe (docs/varnish/blokwerk.vcl), its one backend replaced by these, in turn. */
async function recipeFor(backends: readonly string[]): Promise<string> {
  const recipe = await readFile(path.join(repoRoot, 'docs', 'varnish', 'blokwerk.vcl'), 'utf8');
  const ports = backends.map((url) => new URL(url).port);
  const replaced = recipe.replace(
    /backend default \{[^}]*\}/,
    [
      'import directors;',
      ...ports.map((port, i) => `backend b${i} { .host = "127.0.0.1"; .port = "${port}"; }`),
      `sub vcl_init { new both = directors.round_robin(); ${ports.map((_, i) => `both.add_backend(b${i});`).join(' ')} }`,
      'sub vcl_recv { set req.backend_hint = both.backend(); }',
    ].join('\n'),
  );
  if (replaced === recipe) throw new Error('docs/varnish/blokwerk.vcl has no `backend default { … }` to replace');
  return replaced;
}

/**
 * varnishd in the foreground on a loopback port (a free one unless given: the backends may need
 * to know it first, to purge) with the shipped recipe in front of `backends` and PURGE_SECRET in
 * its environment, its state in a
 * temporary folder; resolves once it answers. As root, varnishd reads the VCL and keeps its
 * state as its own unprivileged user, so the folder is world-readable.
 */
export async function startVarnish(backends: readonly string[], port?: number): Promise<RunningVarnish> {
  if (!VARNISHD || !XKEY) throw new Error('varnishd or the xkey vmod is not installed (apt-get install varnish varnish-modules)');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-varnish-'));
  await chmod(dir, 0o755);
  await mkdir(path.join(dir, 'state'), { mode: 0o755 });
  const vcl = path.join(dir, 'blokwerk.vcl');
  await writeFile(vcl, await recipeFor(backends), { mode: 0o644 });
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, BLOKWERK_PURGE_SECRET: PURGE_SECRET };
  const child = spawn(VARNISHD, ['-F', '-n', path.join(dir, 'state'), '-a', `127.0.0.1:${port}`, '-f', vcl, '-s', 'malloc,32m', '-T', 'none'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    // -1: varnishd exited (a VCL it refused), no use waiting.
    const probe = () =>
      child.exitCode === null
        ? fetch(`${url}/healthz`).then(
            (res) => res.status,
            () => 0,
          )
        : Promise.resolve(-1);
    if ((await within(30_000, probe, (status) => status === 200 || status === -1)) === -1) throw new Error('varnishd exited');
  } catch (error) {
    await close();
    throw new Error(`varnishd did not start: ${String(error)}\n${output.join('')}`, { cause: error });
  }
  const counters = async () => {
    const { stdout } = await promisify(execFile)('varnishstat', ['-n', path.join(dir, 'state'), '-1', '-j']);
    const stat = JSON.parse(stdout) as VarnishStat;
    return Object.fromEntries(Object.entries(stat.counters).map(([name, { value }]) => [name, value]));
  };
  return { url, counters, close };
}
