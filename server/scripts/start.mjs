// `npm start`: builds whatever is missing or older than its sources, then runs the server in
// this same process. Plain JavaScript because it runs before anything is compiled.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
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

/** What a workspace's build was made with: the configured extensions (server/src/extension-list.ts). */
const stampOf = (workspace) => path.join(root, workspace, '.blokwerk-build.json');

process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
let extensions = [];
for (const { workspace, output, inputs } of targets) {
  const built = newestMtime(path.join(root, output));
  // The admin and the site bundle the extensions' parts: their folders are inputs too, and a
  // build made with another list of extensions is stale.
  const folders = workspace === 'server' ? [] : extensions.map((entry) => path.relative(root, entry.folder));
  const sources = Math.max(...[...inputs, ...folders].map((input) => newestMtime(path.join(root, input))));
  const stamp = JSON.stringify(extensions.map((entry) => entry.name));
  const sameList = workspace === 'server' || (existsSync(stampOf(workspace)) && readFileSync(stampOf(workspace), 'utf8') === stamp);
  if (built === 0 || sources > built || !sameList) {
    console.warn(`blokwerk: building ${workspace} (${built === 0 ? 'not built yet' : sameList ? 'sources changed' : 'other extensions'})`);
    npm('run', 'build', '-w', workspace);
    if (workspace !== 'server') writeFileSync(stampOf(workspace), stamp);
  }
  if (workspace === 'server') {
    const { configuredExtensions, extensionFolder, extensionPart } = await import('../dist/extension-list.js');
    extensions = configuredExtensions().map((name) => ({ name, folder: extensionFolder(name), server: extensionPart(name, 'server') }));
    // An extension's server part compiles with its own tsconfig (server/scripts/build-extensions.mjs).
    const stale = extensions.filter(
      ({ folder, server }) =>
        server &&
        existsSync(path.join(folder, 'tsconfig.json')) &&
        newestMtime(server) < Math.max(newestMtime(path.join(folder, 'server')), newestMtime(path.join(folder, 'tsconfig.json'))),
    );
    if (stale.length) {
      console.warn(`blokwerk: building the server part of ${stale.map((e) => e.name).join(', ')}`);
      const result = spawnSync(process.execPath, [path.join(root, 'server/scripts/build-extensions.mjs')], { cwd: root, stdio: 'inherit' });
      if (result.status !== 0) process.exit(result.status ?? 1);
    }
  }
}

process.env.NODE_ENV ??= 'production';
// In production every core serves (server/src/cluster/primary.ts); elsewhere one process unless asked.
if (process.env.NODE_ENV === 'production') process.env.BLOKWERK_WORKERS ||= String(os.availableParallelism());
await import('../dist/main.js');
