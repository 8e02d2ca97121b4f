import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/db/embedded.js';
import { COMMANDS } from './wrk.js';

/** Debian's brotli_static module (libnginx-mod-http-brotli-static), as the production tier's nginx loads it. */
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** A page's body: plain, brotli- and gzip-compressed. */
export interface PageBodies {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
  contentType: string;
}

/** The page as Blokwerk's cache sends it. */
export interface PageBytes extends PageBodies {
  /**
   * Blokwerk's own head of each answer in writeHead's raw form (names as sent, in order), less
   * what node:http adds to every answer itself (Date, Connection, Keep-Alive).
   */
  heads: Record<'plain' | 'br' | 'gzip', string[]>;
}

export interface Peer {
  /** The page's URL: plain, or compressed for a client that accepts it. */
  url: string;
  close(): Promise<void>;
}

/**
 * A bare one-process `node:http` server: the limit a page server written in Node can reach on
 * this machine. With `head: 'same'` it sends exactly Blokwerk's answer (the same head and body
 * bytes), with `'minimal'` the same body under the few headers a browser cannot do without.
 * Brotli for a client that names it, else gzip for one that names that (no q-values: wrk's
 * headers are the bench's own).
 */
export async function rawNode(page: PageBytes, head: 'same' | 'minimal'): Promise<Peer> {
  const minimal = (coding: 'br' | 'gzip' | undefined, body: Buffer) => [
    'content-type',
    page.contentType,
    'content-length',
    String(body.length),
    ...(coding ? ['content-encoding', coding, 'vary', 'Accept-Encoding'] : []),
  ];
  const answers = Object.fromEntries(
    (['plain', 'br', 'gzip'] as const).map((name) => {
      const body = page[name];
      return [name, { body, head: head === 'same' ? page.heads[name] : minimal(name === 'plain' ? undefined : name, body) }];
    }),
  ) as Record<'plain' | 'br' | 'gzip', { body: Buffer; head: string[] }>;
  const server = http.createServer((req, res) => {
    const accepted = req.headers['accept-encoding'] ?? '';
    const answer = answers[accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : 'plain'];
    res.writeHead(200, answer.head).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/demo`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * nginx serving the bytes as a static file with its precompressed copies beside it
 * (gzip_static, brotli_static: the fastest nginx serves a page; sendfile, two workers, no
 * access log), from a temporary prefix with its own configuration, in the foreground so the
 * bench owns its process; the http settings are those of the production tier's nginx
 * (server/test/support/nginx.ts), so the two compare like for like. As root, nginx drops its
 * workers to `nobody`, so the files are made world-readable.
 */
export async function nginx(page: PageBodies): Promise<Peer> {
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-bench-nginx-'));
  const root = path.join(prefix, 'www');
  await mkdir(path.join(root, 'demo'), { recursive: true });
  await writeFile(path.join(root, 'demo', 'index.html'), page.plain);
  await writeFile(path.join(root, 'demo', 'index.html.br'), page.br);
  await writeFile(path.join(root, 'demo', 'index.html.gz'), page.gzip);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    for (const dir of [prefix, root, path.join(root, 'demo')]) await chmod(dir, 0o755);
  }
  const port = await freePort();
  const conf = path.join(prefix, 'nginx.conf');
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  await writeFile(
    conf,
    `load_module ${BROTLI_STATIC};
${asRoot ? 'user nobody nogroup;\n' : ''}worker_processes 2;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  sendfile on;
  tcp_nopush on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location = /demo { types { } default_type "${page.contentType}"; gzip_static on; brotli_static on; gzip_vary on; try_files /demo/index.html =404; }
  }
}
`,
  );
  const child = spawn(COMMANDS.nginx, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off; master_process on;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}/demo`;
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT'); // graceful: the master stops its workers
    await exited;
    await rm(prefix, { recursive: true, force: true });
  };
  const started = Date.now();
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() - started > 10_000) {
      await close();
      throw new Error(`nginx did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, close };
}
