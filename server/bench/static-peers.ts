import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/db/embedded.js';
import { COMMANDS } from './wrk.js';

/** The page's body as Blokwerk sends it, plain and brotli-compressed. */
export interface PageBytes {
  plain: Buffer;
  br: Buffer;
  contentType: string;
}

export interface Peer {
  /** URL of the plain bytes. */
  plainUrl: string;
  /** URL of the brotli bytes, sent with `Content-Encoding: br`. */
  brUrl: string;
  close(): Promise<void>;
}

/**
 * The same bytes from a bare one-process `node:http` server with minimal headers: the limit
 * a page server written in Node can reach on this machine.
 */
export async function rawNode(page: PageBytes): Promise<Peer> {
  const server = http.createServer((req, res) => {
    const br = req.url === '/br/demo';
    const body = br ? page.br : page.plain;
    res.writeHead(200, { 'content-type': page.contentType, 'content-length': body.length, ...(br ? { 'content-encoding': 'br' } : {}) }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    plainUrl: `http://127.0.0.1:${port}/demo`,
    brUrl: `http://127.0.0.1:${port}/br/demo`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * nginx serving the bytes as static files (sendfile, two workers, no access log), from a
 * temporary prefix with its own configuration, in the foreground so the bench owns its
 * process. As root, nginx drops its workers to `nobody`, so the files are made world-readable.
 */
export async function nginx(page: PageBytes): Promise<Peer> {
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-bench-nginx-'));
  const root = path.join(prefix, 'www');
  await mkdir(path.join(root, 'br'), { recursive: true });
  await writeFile(path.join(root, 'demo.html'), page.plain);
  await writeFile(path.join(root, 'br', 'demo.html.br'), page.br);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    for (const dir of [prefix, root, path.join(root, 'br')]) await chmod(dir, 0o755);
  }
  const port = await freePort();
  const conf = path.join(prefix, 'nginx.conf');
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  await writeFile(conf, `${asRoot ? 'user nobody nogroup;\n' : ''}worker_processes 2;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_requests 100000000;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location = /demo { default_type "${page.contentType}"; try_files /demo.html =404; }
    location = /br/demo { types { } default_type "${page.contentType}"; add_header Content-Encoding br; try_files /br/demo.html.br =404; }
  }
}
`);
  const child = spawn(COMMANDS.nginx, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off; master_process on;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const plainUrl = `http://127.0.0.1:${port}/demo`;
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT'); // graceful: the master stops its workers
    await exited;
    await rm(prefix, { recursive: true, force: true });
  };
  const started = Date.now();
  while (!(await fetch(plainUrl).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() - started > 10_000) {
      await close();
      throw new Error(`nginx did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { plainUrl, brUrl: `http://127.0.0.1:${port}/br/demo`, close };
}
