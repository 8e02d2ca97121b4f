import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/db/embedded.js';
import { repoRoot } from '../../src/paths.js';
import { within } from './poll.js';

/** Debian's nginx (nginx-light), if installed. */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
/** Debian's types for the site's files, which nginx.conf includes there too. */
const MIME_TYPES = '/etc/nginx/mime.types';
const BROTLI_STATIC = ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'].find((file) => existsSync(file));
/** Why the production-tier tests cannot run here, or undefined when they can. */
export const NGINX_MISSING =
  NGINX && BROTLI_STATIC ? undefined : 'nginx or its brotli_static module is not installed (apt-get install nginx-light libnginx-mod-http-brotli-static)';

export interface NginxOptions {
  /** BLOKWERK_MIRROR_DIR of the Blokwerk behind it (world-readable: nginx's workers run as nobody under root). */
  mirrorDir: string;
  /** Blokwerk's address, `http://127.0.0.1:<port>`. */
  upstream: string;
  /** The built site's client folder, whose /_astro files nginx then serves itself. */
  siteClientDir?: string;
}

export interface RunningNginx {
  url: string;
  close(): Promise<void>;
}

/** Replaces a marked directive of the recipe (each, with /g), which must be there (the recipe is what is tested). */
function replaceMarked(recipe: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(recipe)) throw new Error(`docs/nginx/blokwerk.conf has no ${String(pattern)} to replace`);
  return recipe.replace(pattern, replacement);
}

/** The shipped recipe (docs/nginx/blokwerk.conf) with these addresses and folders. */
async function recipeFor(options: NginxOptions, port: number): Promise<string> {
  let recipe = await readFile(path.join(repoRoot, 'docs', 'nginx', 'blokwerk.conf'), 'utf8');
  recipe = replaceMarked(recipe, /server 127\.0\.0\.1:3000;/, `server ${new URL(options.upstream).host};`);
  recipe = replaceMarked(recipe, /listen 80;/, `listen 127.0.0.1:${port};`);
  recipe = replaceMarked(recipe, /root \/var\/lib\/blokwerk\/mirror;/, `root ${options.mirrorDir};`);
  return replaceMarked(
    recipe,
    /root \/srv\/blokwerk\/site\/dist\/client;/g,
    `root ${options.siteClientDir ?? path.join(options.mirrorDir, 'no-site-client')};`,
  );
}

/**
 * nginx in the foreground on a free loopback port with the shipped recipe in front of
 * `upstream`, its configuration and state in a temporary prefix; resolves once it answers.
 */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!NGINX || NGINX_MISSING) throw new Error(NGINX_MISSING);
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-nginx-'));
  await chmod(prefix, 0o755);
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  // As root, nginx's workers run as nobody, who may not reach a checkout in a private folder (a
  // clone in a 0700 `mktemp -d`): they serve a copy in the prefix, as the image's nginx stage has its own.
  let siteClientDir = options.siteClientDir;
  if (siteClientDir && asRoot) {
    const copy = path.join(prefix, 'site-client');
    await cp(siteClientDir, copy, { recursive: true });
    siteClientDir = copy;
  }
  await writeFile(path.join(prefix, 'blokwerk.conf'), await recipeFor({ ...options, siteClientDir }, port));
  await mkdir(path.join(prefix, 'logs'));
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  const conf = path.join(prefix, 'nginx.conf');
  await writeFile(
    conf,
    `load_module ${BROTLI_STATIC};
${asRoot ? 'user nobody nogroup;\n' : ''}worker_processes 2;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'logs', 'error.log')} warn;
events { worker_connections 1024; }
http {
  ${existsSync(MIME_TYPES) ? `include ${MIME_TYPES};` : ''}
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  sendfile on;
  tcp_nopush on;
  include ${path.join(prefix, 'blokwerk.conf')};
}
`,
  );
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'logs', 'error.log'), '-g', 'daemon off; master_process on;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT'); // graceful: the master stops its workers
    await exited;
    await rm(prefix, { recursive: true, force: true });
  };
  try {
    // Any answer will do (a 503 while Blokwerk is away); -1: nginx exited, no use waiting.
    const probe = () =>
      child.exitCode === null
        ? fetch(`${url}/healthz`).then(
            (res) => res.status,
            () => 0,
          )
        : Promise.resolve(-1);
    if ((await within(10_000, probe, (status) => status !== 0)) === -1) throw new Error('nginx exited');
  } catch (error) {
    await close();
    throw new Error(`nginx did not start: ${String(error)}\n${stderr}`, { cause: error });
  }
  return { url, close };
}
