import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * admin/src's folders stand in layers (docs/architecture.md, the source tree): a folder imports
 * only folders of a lower layer, so none runs back up and no two import each other. The screen
 * areas (screens/pages, screens/media, …) may use each other in one direction only.
 */
const adminSource = path.resolve(import.meta.dirname, '../../../admin/src');

/** Highest first; folders of one layer do not import each other. */
const LAYERS: readonly (readonly string[])[] = [
  ['main.tsx', 'extension.ts'],
  ['app'],
  ['screens'],
  ['layout'],
  ['auth'],
  ['components'],
  ['lib', 'extensions'],
  ['i18n'],
  ['routing', 'api', 'gql'],
];

/** A folder's layer (a screen area is in screens'); -1 for a folder in none. */
const layerOf = (folder: string) => LAYERS.findIndex((layer) => layer.includes(folder.startsWith('screens/') ? 'screens' : folder));

/** A file's folder below admin/src ("lib"), or its screen area ("screens/pages"). */
function folderOf(file: string): string {
  const [top = '', area = ''] = path.relative(adminSource, file).split(path.sep);
  return top === 'screens' ? `screens/${area}` : top;
}

/** The admin file a relative specifier names, as Vite resolves it (no extension, or a folder's index). */
function resolved(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => base + suffix).find((file) => existsSync(file) && statSync(file).isFile());
}

interface FolderImport {
  from: string;
  to: string;
  /** The importing file, below admin/src. */
  file: string;
}

/** Every import (static, dynamic, type-only) from one folder of admin/src to another; generated gql/ imports nothing. */
function folderImports(): FolderImport[] {
  const files = readdirSync(adminSource, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => folderOf(file) !== 'gql');
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\b(?:from|import)\s*\(?\s*'(\.[^']*)'/g)].flatMap(([, specifier = '']) => {
      const target = resolved(file, specifier);
      const [from, to] = [folderOf(file), target && folderOf(target)];
      return to && to !== from ? [{ from, to, file: path.relative(adminSource, file) }] : [];
    }),
  );
}

/** Imports that run from a layer to the same or a higher one ("app/x.ts: lib -> app"). */
function upward(imports: readonly FolderImport[]): string[] {
  return imports
    .filter(({ from, to }) => !(from.startsWith('screens/') && to.startsWith('screens/')) && layerOf(to) <= layerOf(from))
    .map(({ from, to, file }) => `${file}: ${from} -> ${to}`);
}

/** The screen areas in a circle of imports, if any (each listed as "a -> b -> a"). */
function areaCircles(imports: readonly FolderImport[]): string[] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of imports) if (from.startsWith('screens/') && to.startsWith('screens/')) next.set(from, (next.get(from) ?? new Set()).add(to));
  const circles: string[] = [];
  const walk = (area: string, trail: readonly string[]) => {
    if (trail.includes(area)) return void circles.push([...trail.slice(trail.indexOf(area)), area].join(' -> '));
    for (const to of next.get(area) ?? []) walk(to, [...trail, area]);
  };
  for (const area of next.keys()) walk(area, []);
  return circles;
}

describe('admin/src folders import only downwards', () => {
  const imports = folderImports();

  it('reads every folder of admin/src into a layer', () => {
    const folders = new Set(imports.flatMap(({ from, to }) => [from, to]));
    expect([...folders].filter((folder) => layerOf(folder) < 0)).toEqual([]);
    expect(imports).toContainEqual({ from: 'app', to: 'screens/pages', file: 'app/router.tsx' });
  });

  it('finds an import that runs back up, and a circle of screen areas', () => {
    const made = [
      { from: 'lib', to: 'app', file: 'lib/x.ts' },
      { from: 'screens/a', to: 'screens/b', file: 'screens/a/x.ts' },
      { from: 'screens/b', to: 'screens/a', file: 'screens/b/y.ts' },
    ];
    expect(upward(made)).toEqual(['lib/x.ts: lib -> app']);
    expect(areaCircles(made)).toContain('screens/a -> screens/b -> screens/a');
  });

  it('has no import that runs back up and no circle of screen areas', () => {
    expect(upward(imports)).toEqual([]);
    expect(areaCircles(imports)).toEqual([]);
  });
});
