// Shared by the server, the admin's Vite config and the site's Astro config, which is why it
// imports nothing but node: built-ins. See docs/extensions.md, "Installing an extension".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A configured extension that cannot be found or read: a start-up failure in one line (main.ts). */
export class ExtensionError extends Error {}

/** The parts an extension can have, each an entry of its package.json `exports`. */
export type ExtensionPart = 'server' | 'admin' | 'site';

const defaultRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The host's extensions, in order: BLOKWERK_EXTENSIONS when set (comma-separated; empty or
 * `none` for none), else the `blokwerk.extensions` list of the root package.json. Each entry is
 * a package name or a folder relative to the repository root.
 */
export function configuredExtensions(env: NodeJS.ProcessEnv = process.env, root = defaultRoot): string[] {
  const fromEnv = env.BLOKWERK_EXTENSIONS;
  if (fromEnv !== undefined) {
    const entries = fromEnv
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    return entries.length === 1 && entries[0] === 'none' ? [] : entries;
  }
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { blokwerk?: { extensions?: unknown } };
  const listed = manifest.blokwerk?.extensions ?? [];
  if (!Array.isArray(listed) || !listed.every((entry) => typeof entry === 'string'))
    throw new ExtensionError('package.json: blokwerk.extensions must be a list of package names or folders');
  return listed;
}

/** The extension's folder: a path entry relative to the root, else the installed package. */
export function extensionFolder(entry: string, root = defaultRoot): string {
  const folder = entry.startsWith('.') || path.isAbsolute(entry) ? path.resolve(root, entry) : path.join(root, 'node_modules', entry);
  if (!existsSync(path.join(folder, 'package.json')))
    throw new ExtensionError(
      `Extension ${entry} is not installed: there is no package.json in ${folder}. Install the package, or name its folder relative to the ` +
        `repository root (BLOKWERK_EXTENSIONS, or blokwerk.extensions in package.json).`,
    );
  return folder;
}

/** The file an extension names for a part (`exports["./server"]`, …), or undefined when it has none. */
export function extensionPart(entry: string, part: ExtensionPart, root = defaultRoot): string | undefined {
  const folder = extensionFolder(entry, root);
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { exports?: Record<string, unknown> };
  const target = manifest.exports?.[`./${part}`];
  if (target === undefined) return undefined;
  if (typeof target !== 'string') throw new ExtensionError(`Extension ${entry}: exports["./${part}"] in its package.json must name one file.`);
  return path.join(folder, target);
}

/**
 * A Vite plugin (structurally typed: the server does not depend on Vite) serving
 * `virtual:blokwerk/<part>-extensions`: the default exports of the extensions' `<part>` files,
 * in order. The admin's Vite config and the site's Astro integration mount it.
 */
export function extensionsModule(part: Exclude<ExtensionPart, 'server'>, entries: readonly string[], root = defaultRoot) {
  const moduleId = `virtual:blokwerk/${part}-extensions`;
  const files = entries.flatMap((entry) => {
    const file = extensionPart(entry, part, root);
    return file ? [file] : [];
  });
  return {
    /** The extensions' `<part>` files, for what else the build derives from them (site routes). */
    files,
    plugin: {
      name: `blokwerk-${part}-extensions`,
      resolveId: (id: string) => (id === moduleId ? `\0${moduleId}` : undefined),
      load: (id: string) =>
        id === `\0${moduleId}`
          ? `${files.map((file, i) => `import e${i} from ${JSON.stringify(file)};`).join('\n')}\nexport default [${files.map((_, i) => `e${i}`).join(', ')}];`
          : undefined,
    },
  };
}
