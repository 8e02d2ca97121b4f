// Shared by the schema printer (committed-schemas.ts) and the root codegen.ts, which is
// why it imports nothing but node: built-ins and extension-list.ts.
import path from 'node:path';
import { configuredExtensions, extensionFolder, extensionPart, type ExtensionPart } from '../extension-list.js';

/** A configured extension whose sources live in this repository, with what codegen writes for it. */
export interface OwnExtension {
  entry: string;
  folder: string;
  /** Its committed part of the schema: what it adds to core's (committed-schemas.ts). */
  schema: string;
  /** The folders of its admin and site parts, each of which gets typed documents in `gql/`. */
  documentFolders: string[];
}

/**
 * The configured extensions this repository owns (folders, not installed packages): an
 * extension installed from a registry commits its schema and documents in its own repository.
 */
export function ownExtensions(env: NodeJS.ProcessEnv = process.env, root?: string): OwnExtension[] {
  return configuredExtensions(env, root).flatMap((entry) => {
    const folder = extensionFolder(entry, root);
    if (folder.split(path.sep).includes('node_modules')) return [];
    const parts: ExtensionPart[] = ['admin', 'site'];
    const documentFolders = parts.flatMap((part) => {
      const file = extensionPart(entry, part, root);
      return file ? [path.dirname(file)] : [];
    });
    return [{ entry, folder, schema: path.join(folder, 'schema.graphql'), documentFolders }];
  });
}
