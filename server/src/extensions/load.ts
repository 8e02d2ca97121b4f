import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ExtensionError, extensionPart } from '../extension-list.js';
import type { Extension } from './extension.js';

function isExtension(value: unknown): value is Extension {
  return typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';
}

/** The server parts of the given extensions (configuredExtensions()), in order; one without a server part adds nothing here. */
export async function loadExtensions(entries: readonly string[], root?: string): Promise<Extension[]> {
  const loaded: Extension[] = [];
  for (const entry of entries) {
    const file = extensionPart(entry, 'server', root);
    if (!file) continue;
    if (!existsSync(file)) throw new ExtensionError(`Extension ${entry}: its server part ${file} does not exist. Build it (npm run build).`);
    const { default: extension } = (await import(pathToFileURL(file).href)) as { default?: unknown };
    if (!isExtension(extension)) throw new ExtensionError(`Extension ${entry}: ${file} must export defineExtension(…) as its default.`);
    loaded.push(extension);
  }
  return loaded;
}
