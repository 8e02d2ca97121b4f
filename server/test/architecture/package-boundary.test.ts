import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/paths.js';

// The packages' `exports` are the extension surface (docs/extensions.md, "What an extension may
// import"): checked here as an extension outside this repository sees them, in a temporary folder
// whose node_modules is the repository's. The server part reads server/dist's declarations:
// `npm run build` first (npm test does).

/**
 * One part of a tiny extension, laid out as docs/extensions.md has it: its tsconfig (in `project`,
 * extending the part's shipped base) and, in `sources`, a file importing an exported name and
 * one importing a file that is not exported.
 */
interface Part {
  name: 'server' | 'admin' | 'site';
  project: string;
  sources: string;
  base: string;
  exported: string;
  internal: string;
}

const PARTS: readonly Part[] = [
  {
    name: 'server',
    // The server part's tsconfig sits in the extension's folder and compiles server/.
    project: '.',
    sources: 'server',
    base: '@blokwerk/server/tsconfig.extension.json',
    exported: "import { defineOperation } from '@blokwerk/server/extension';\nexport const used = defineOperation;\n",
    internal: "import { startEmbeddedDatabase } from '@blokwerk/server/dist/db/embedded.js';\nexport const used = startEmbeddedDatabase;\n",
  },
  {
    name: 'admin',
    project: 'admin',
    sources: 'admin',
    base: '@blokwerk/admin/tsconfig.extension.json',
    exported: "import { Loading } from '@blokwerk/admin/extension';\nexport const used = Loading;\n",
    internal: "import { Loading } from '@blokwerk/admin/components/Loading';\nexport const used = Loading;\n",
  },
  {
    name: 'site',
    project: 'site',
    sources: 'site',
    base: '@blokwerk/site/tsconfig.extension.json',
    exported: "import { loadSiteSettings } from '@blokwerk/site/extension';\nexport const used = loadSiteSettings;\n",
    internal: "import { loadSiteSettings } from '@blokwerk/site/lib/site-settings';\nexport const used = loadSiteSettings;\n",
  },
];

/** `tsc -p folder`'s diagnostics, one line each (continuation lines dropped). */
function typeCheck(folder: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsc'), ['-p', folder], { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => resolve(output.split('\n').filter((line) => /error TS\d+/.test(line))));
  });
}

describe("an extension imports core only through the packages' exports", { timeout: 90_000 }, () => {
  let root: string;
  const diagnostics = new Map<Part['name'], string[]>();

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-boundary-'));
    await symlink(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
    await writeFile(path.join(root, 'package.json'), JSON.stringify({ name: '@acme/boundary', private: true, type: 'module' }));
    for (const part of PARTS) {
      await mkdir(path.join(root, part.sources), { recursive: true });
      await writeFile(path.join(root, part.project, 'tsconfig.json'), JSON.stringify({ extends: part.base, compilerOptions: { noEmit: true } }));
      await writeFile(path.join(root, part.sources, 'exported.ts'), part.exported);
      await writeFile(path.join(root, part.sources, 'internal.ts'), part.internal);
    }
    // One tsc run per part, side by side.
    await Promise.all(PARTS.map(async (part) => diagnostics.set(part.name, await typeCheck(path.join(root, part.project)))));
  }, 90_000);

  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it.each(PARTS)('$name: a file that is not exported cannot be imported; the exported name can', ({ name, internal }) => {
    const specifier = /from '([^']+)'/.exec(internal)?.[1] ?? '';
    expect(diagnostics.get(name)).toEqual([expect.stringContaining(`internal.ts(1,`)]);
    expect(diagnostics.get(name)?.[0]).toContain(`error TS2307: Cannot find module '${specifier}'`);
  });
});

/** Relative imports (static, dynamic, re-exports) and tsconfig paths in an extension's files. */
const RELATIVE_IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']*)'/g;
const TSCONFIG_PATH = /"(\.{1,2}\/[^"]*)"/g;
const SKIPPED = new Set(['node_modules', 'dist', 'test-build']);

/** The files of one extension folder, without installed packages and builds. */
async function extensionFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : extensionFiles(file);
      return /\.(ts|tsx|astro|mjs|json)$/.test(entry.name) ? [file] : [];
    }),
  );
  return nested.flat();
}

describe("an extension's files stay inside its own folder", () => {
  it("no import and no tsconfig path of extensions/* or examples/* leaves the extension's folder", async () => {
    const folders = (
      await Promise.all(
        ['extensions', 'examples'].map(async (group) => {
          const entries = await readdir(path.join(repoRoot, group), { withFileTypes: true }).catch(() => []);
          return entries.filter((entry) => entry.isDirectory()).map((entry) => path.join(repoRoot, group, entry.name));
        }),
      )
    ).flat();
    const leaving: string[] = [];
    let relative = 0;
    for (const folder of folders) {
      for (const file of await extensionFiles(folder)) {
        const text = await readFile(file, 'utf8');
        const pattern = file.endsWith('.json') ? (path.basename(file).startsWith('tsconfig') ? TSCONFIG_PATH : undefined) : RELATIVE_IMPORT;
        for (const [, specifier = ''] of pattern ? text.matchAll(pattern) : []) {
          relative += 1;
          const target = path.resolve(path.dirname(file), specifier);
          if (!target.startsWith(folder + path.sep)) leaving.push(`${path.relative(repoRoot, file)}: ${specifier}`);
        }
      }
    }
    // The recruitment extension alone imports its own files by relative path hundreds of times.
    expect(relative).toBeGreaterThan(100);
    expect(leaving).toEqual([]);
  });
});
