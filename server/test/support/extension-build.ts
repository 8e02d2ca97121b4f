import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../../src/paths.js';

function run(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(repoRoot, 'node_modules', '.bin', command), ['build'], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} build in ${cwd} failed (${code}): ${stderr.slice(-2000)}`))));
  });
}

/** The environment that makes a server serve the builds buildWithExtensions(name, …) writes. */
export function extensionBuildEnv(name: string): { BLOKWERK_ADMIN_DIST: string; BLOKWERK_SITE_DIST: string } {
  return { BLOKWERK_ADMIN_DIST: path.join(repoRoot, 'admin', 'test-build', name), BLOKWERK_SITE_DIST: path.join(repoRoot, 'site', 'test-build', name) };
}

/**
 * Builds the admin and the site with `extensions` (entries as BLOKWERK_EXTENSIONS takes them)
 * into `<workspace>/test-build/<name>`. The site's build stays inside site/ so its bare imports
 * resolve as site/dist's do.
 */
export async function buildWithExtensions(name: string, extensions: readonly string[]): Promise<void> {
  const out = extensionBuildEnv(name);
  await Promise.all(Object.values(out).map((folder) => rm(folder, { recursive: true, force: true })));
  const env = { ...process.env, ...out, BLOKWERK_EXTENSIONS: extensions.join(','), ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  // One after the other: two bundlers at once only fight over two cores.
  await run('vite', path.join(repoRoot, 'admin'), env);
  await run('astro', path.join(repoRoot, 'site'), env);
}
