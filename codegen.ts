import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the admin (Apollo Client 4 hooks) and the site, from the committed schema. */
const shared = {
  preset: 'client' as const,
  presetConfig: { fragmentMasking: false },
  config: {
    scalars: { DateTimeISO: 'string', Upload: 'File', JSONObject: 'Record<string, unknown>', JSON: 'unknown' },
    enumsAsTypes: true,
    useTypeImports: true,
  },
};

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'admin/src/gql/': { ...shared, documents: ['admin/src/**/*.{ts,tsx}', '!admin/src/gql/**'] },
    'site/src/gql/': { ...shared, documents: ['site/src/**/*.{ts,tsx}', '!site/src/gql/**'] },
  },
};

export default config;
