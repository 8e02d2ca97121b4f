import { printSchemaWithDirectives } from '@graphql-tools/utils';
import path from 'node:path';
import { ownExtensions } from './extensions/codegen-targets.js';
import { loadExtensions } from './extensions/load.js';
import { assemblePlatform } from './extensions/platform.js';
import { schemaDelta } from './graphql/schema-delta.js';
import { buildGraphQLSchema } from './graphql/schema.js';
import { coreModules } from './modules/index.js';

/** A schema file the repository commits and what it must hold. */
export interface CommittedSchema {
  file: string;
  sdl: string;
}

const HEADER = '# Generated from the code-first schema by `npm run schema`. Do not edit.\n';
const EXTENSION_HEADER = "# What this extension adds to core's schema.graphql: the two together are the schema a server with it serves.\n";

/**
 * The schemas under `root`: core's alone in schema.graphql (the admin's and the site's documents
 * are checked against it, so core never leans on an extension), and beside each configured
 * extension the repository owns, what that extension alone adds to it, with its permissions in
 * the access directives (with core's, its documents' schema; the same whichever other extensions
 * a host configures).
 */
export async function committedSchemas(root: string, env: NodeJS.ProcessEnv = process.env): Promise<CommittedSchema[]> {
  const core = await buildGraphQLSchema(coreModules);
  const schemas = [{ file: path.join(root, 'schema.graphql'), sdl: `${HEADER}\n${printSchemaWithDirectives(core)}\n` }];
  for (const own of ownExtensions(env, root)) {
    const platform = assemblePlatform(await loadExtensions([own.entry], root));
    // An extension without a server part, or whose part adds nothing to GraphQL, has no file of its own.
    const delta = platform.extensions.length ? schemaDelta(core, await buildGraphQLSchema(platform.modules, platform.permissions)) : '';
    if (delta) schemas.push({ file: own.schema, sdl: `${HEADER}${EXTENSION_HEADER}\n${delta}\n` });
  }
  return schemas;
}
