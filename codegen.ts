import type { CodegenConfig } from '@graphql-codegen/cli';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ownExtensions } from './server/src/extensions/codegen-targets.js';

/**
 * Typed documents for the admin (Apollo Client 4 hooks) and the site, from core's committed
 * schema, and for each configured extension's admin and site parts, from core's plus what it adds.
 */
const shared = {
  preset: 'client' as const,
  presetConfig: { fragmentMasking: false },
  config: {
    scalars: { DateTimeISO: 'string', Upload: 'File', JSONObject: 'Record<string, unknown>', JSON: 'unknown' },
    enumsAsTypes: true,
    useTypeImports: true,
  },
};

/** Typed documents of the sources under `folder` (relative to the root, where npm runs this), from core's schema plus `added`. */
const target = (folder: string, ...added: string[]) => ({
  ...shared,
  schema: ['schema.graphql', ...added],
  documents: [`${folder}/**/*.{ts,tsx}`, `!${folder}/gql/**`],
});
const relative = (file: string) => path.relative(process.cwd(), file);

const config: CodegenConfig = {
  ignoreNoDocuments: true,
  generates: {
    'admin/src/gql/': target('admin/src'),
    'site/src/gql/': target('site/src'),
    ...Object.fromEntries(
      ownExtensions().flatMap(({ schema, documentFolders }) => {
        // An extension that adds nothing to GraphQL has no schema file: core's types its documents.
        const added = existsSync(schema) ? [relative(schema)] : [];
        return documentFolders.map((folder) => [`${relative(folder)}/gql/`, target(relative(folder), ...added)]);
      }),
    ),
  },
};

export default config;
