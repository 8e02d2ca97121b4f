import 'reflect-metadata';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildGraphQLSchema } from './schema.js';

/**
 * `node dist/graphql/emit-schema.js <file> [--check]`: writes the code-first schema as SDL,
 * or with --check fails when the committed file differs from a fresh generation.
 */
const [target, mode] = process.argv.slice(2);
if (!target) throw new Error('usage: emit-schema <schema.graphql> [--check]');
const file = path.resolve(target);
const header = '# Generated from the code-first schema by `npm run schema`. Do not edit.\n\n';
const sdl = header + printSchemaWithDirectives(await buildGraphQLSchema()) + '\n';

if (mode === '--check') {
  const committed = await readFile(file, 'utf8').catch(() => '');
  if (committed !== sdl) {
    process.stderr.write(`${file} is stale: run \`npm run codegen\` and commit the result.\n`);
    process.exit(1);
  }
  process.stdout.write(`${path.basename(file)} is up to date.\n`);
} else {
  await writeFile(file, sdl);
  process.stdout.write(`wrote ${file}\n`);
}
