import 'reflect-metadata';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { committedSchemas } from './committed-schemas.js';

/**
 * `node dist/emit-schema.js <root> [--check]`: writes the committed schemas under the
 * repository root (core's and each configured extension's: committed-schemas.ts), or with
 * --check fails when any committed file differs from a fresh generation.
 */
const [target, mode] = process.argv.slice(2);
if (!target) throw new Error('usage: emit-schema <repository root> [--check]');
const root = path.resolve(target);
const schemas = await committedSchemas(root);

if (mode === '--check') {
  const committed = await Promise.all(schemas.map(({ file }) => readFile(file, 'utf8').catch(() => '')));
  const stale = schemas.filter(({ sdl }, i) => committed[i] !== sdl).map(({ file }) => path.relative(root, file));
  if (stale.length) {
    process.stderr.write(`stale: ${stale.join(', ')}: run \`npm run codegen\` and commit the result.\n`);
    process.exit(1);
  }
  process.stdout.write(`${schemas.map(({ file }) => path.relative(root, file)).join(', ')} up to date.\n`);
} else {
  for (const { file, sdl } of schemas) await writeFile(file, sdl);
  process.stdout.write(`wrote ${schemas.map(({ file }) => path.relative(root, file)).join(', ')}\n`);
}
