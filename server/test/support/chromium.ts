// The browser the browser tests drive. `npm test` runs this file first (Node strips its types),
// so a machine without one gets it, or is told what to install, before any slow step. It has
// no relative imports, so Node runs it as it is; browser.ts imports findChromium from it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/** Where Debian, Ubuntu and Chrome's own packages put the browser. */
const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome-stable', '/usr/bin/google-chrome'];
/** An installer that prints nothing for this long is stuck (a network that drops packets), not downloading. */
const SILENCE_MS = 15_000;

/** CHROMIUM_PATH when set, else the system's chromium, else the one playwright's installer downloads. */
export function findChromium(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? configured : undefined;
  return [...SYSTEM_PATHS, chromium.executablePath()].find((candidate) => existsSync(candidate));
}

function canUseApt(): boolean {
  return process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

function apt(...args: string[]): boolean {
  const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

/** playwright's own installer, given up on when it falls silent (a network that answers nothing). */
function playwrightInstall(): Promise<boolean> {
  return new Promise((resolve) => {
    const cli = path.join(path.dirname(fileURLToPath(import.meta.resolve('playwright-core/package.json'))), 'cli.js');
    const child = spawn(process.execPath, [cli, 'install', 'chromium'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let silence = setTimeout(() => child.kill(), SILENCE_MS);
    const progress = () => {
      clearTimeout(silence);
      silence = setTimeout(() => child.kill(), SILENCE_MS);
    };
    child.stdout.on('data', progress);
    child.stderr.on('data', progress);
    child.on('error', () => resolve(false));
    child.on('close', (code) => {
      clearTimeout(silence);
      resolve(code === 0);
    });
  });
}

/** Finds a browser, or obtains one: the system's package manager where this process may use it, else playwright's installer. */
async function ensureChromium(): Promise<string | undefined> {
  const found = findChromium();
  if (found || process.env.CHROMIUM_PATH) return found;
  if (canUseApt()) {
    console.warn("npm test: no chromium found; installing Debian's chromium (apt-get install chromium)");
    if (apt('update', '-qq') && apt('install', '-y', '-qq', 'chromium')) return findChromium();
  }
  console.warn("npm test: no chromium found; trying playwright's installer (playwright-core install chromium)");
  if (await playwrightInstall()) return findChromium();
  return undefined;
}

if (import.meta.main) {
  const browser = await ensureChromium();
  if (!browser) {
    console.error(
      process.env.CHROMIUM_PATH
        ? `npm test: CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist; point it at a chromium or Chrome executable.`
        : 'npm test: the browser tests need chromium and none could be installed here: install it (Debian/Ubuntu: `apt-get install chromium`), or ' +
            'set CHROMIUM_PATH to a chromium or Chrome executable.',
    );
    process.exit(1);
  }
  console.warn(`npm test: browser tests use ${browser}`);
}
