// Runs when Astro reads its config (astro.config.mjs), not in the built site.
import type { AstroIntegration } from 'astro';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { configuredExtensions, extensionsModule } from '../../../server/src/extension-list.js';

const ROUTE_FILE = /\.(astro|ts)$/;

/** Every route file under `folder`, with the URL pattern its path gives (`events/[id].astro` → `/events/[id]`, `index` → the folder). */
function routeFiles(folder: string): { pattern: string; entrypoint: string }[] {
  let names: string[];
  try {
    names = readdirSync(folder, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .filter((name) => ROUTE_FILE.test(name) && !name.endsWith('.d.ts'))
    .map((name) => {
      const route = name
        .split(path.sep)
        .join('/')
        .replace(ROUTE_FILE, '')
        .replace(/(^|\/)index$/, '');
      return { pattern: `/${route}`, entrypoint: path.join(folder, name) };
    });
}

/**
 * Mounts the site parts of the configured extensions (server/src/extension-list.ts): their
 * `pages/` as routes, and their page-type views and block components through the module
 * `virtual:blokwerk/site-extensions` (read by extensions/registry.ts). Extensions import core's
 * site code as `@blokwerk/site/extension` (and its two components), resolved through site/package.json's
 * exports: a file it does not export fails the build.
 */
export function blokwerkExtensions(entries: readonly string[] = configuredExtensions()): AstroIntegration {
  const { files, plugin } = extensionsModule('site', entries);
  return {
    name: 'blokwerk-extensions',
    hooks: {
      'astro:config:setup': ({ injectRoute, updateConfig }) => {
        for (const file of files) for (const route of routeFiles(path.join(path.dirname(file), 'pages'))) injectRoute(route);
        updateConfig({ vite: { plugins: [plugin] } });
      },
    },
  };
}
