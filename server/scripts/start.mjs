// `npm start`: builds whatever is missing or older than its sources, then runs the server in
// this same process. Plain JavaScript because it runs before anything is compiled.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const targets = [
  { workspace: 'server', output: 'server/dist/main.js', inputs: ['server/src', 'server/tsconfig.json', 'server/package.json'] },
  { workspace: 'admin', output: 'admin/dist/index.html', inputs: ['admin/src', 'admin/index.html', 'admin/vite.config.ts', 'admin/package.json'] },
  { workspace: 'site', output: 'site/dist/server/entry.mjs', inputs: ['site/src', 'site/public', 'site/astro.config.mjs', 'site/package.json'] },
];

function newestMtime(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce((newest, name) => Math.max(newest, newestMtime(path.join(file, name))), stat.mtimeMs);
}

function npm(...args) {
  // Under `npm start`, npm_execpath is the npm that launched us; run it with this Node.
  const npmCli = process.env.npm_execpath;
  const [command, commandArgs] = npmCli ? [process.execPath, [npmCli, ...args]] : ['npm', args];
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
for (const { workspace, output, inputs } of targets) {
  const built = newestMtime(path.join(root, output));
  const sources = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
  if (built === 0 || sources > built) {
    console.warn(`blokwerk: building ${workspace} (${built === 0 ? 'not built yet' : 'sources changed'})`);
    npm('run', 'build', '-w', workspace);
  }
}

process.env.NODE_ENV ??= 'production';
await import('../dist/main.js');
