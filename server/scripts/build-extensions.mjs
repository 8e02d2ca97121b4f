// `npm run build`, after the server: compiles the server part of every configured extension that
// has a tsconfig.json (its decorators need tsc), so the server can load it from dist/.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { configuredExtensions, extensionFolder } = await import('../dist/extension-list.js');
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');

for (const entry of configuredExtensions()) {
  const folder = extensionFolder(entry);
  if (!existsSync(path.join(folder, 'tsconfig.json'))) continue;
  const result = spawnSync(tsc, ['-p', folder], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
