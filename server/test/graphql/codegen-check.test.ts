import { spawnSync } from 'node:child_process';
import { appendFile, cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/paths.js';

// `npm run codegen:check` on a copy of what it reads: core's and the recruitment extension's
// committed schemas and typed documents. The built server (server/dist, and the extension's
// dist: `npm run build` first, npm test does) prints the schemas.

const RECRUITMENT = 'extensions/recruitment';
const COPIED = [
  'codegen.ts',
  'package.json',
  'schema.graphql',
  'server/src/extension-list.ts',
  'server/src/extensions/codegen-targets.ts',
  `${RECRUITMENT}/package.json`,
  `${RECRUITMENT}/schema.graphql`,
];
/** Folders codegen reads documents from: only their files with documents and their gql/ folders are copied (reading the rest is most of its time). */
const DOCUMENT_FOLDERS = ['admin/src', 'site/src', `${RECRUITMENT}/admin`, `${RECRUITMENT}/site`];
/** What the copy shares with the repository rather than copies: the tools, and the extension's built server part. */
const LINKED = ['node_modules', `${RECRUITMENT}/dist`];

let root: string;

async function copy(file: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await cp(path.join(repoRoot, file), path.join(root, file), { recursive: true });
}

async function copyDocuments(folder: string): Promise<void> {
  for (const file of await readdir(path.join(repoRoot, folder), { recursive: true })) {
    if (!/\.tsx?$/.test(file)) continue;
    const generated = file.split(path.sep).includes('gql');
    if (generated || (await readFile(path.join(repoRoot, folder, file), 'utf8')).includes('graphql(')) await copy(path.join(folder, file));
  }
}

/**
 * `npm run codegen` (`mode` '') or the two halves of `npm run codegen:check` ('--check'), run in
 * the copy with the default configuration (package.json's extensions).
 */
function codegen(mode: '' | '--check'): { status: number | null; output: string } {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'BLOKWERK_EXTENSIONS'));
  const run = (command: string, args: string[]) => spawnSync(command, [...args, mode].filter(Boolean), { cwd: root, env, encoding: 'utf8' });
  const schemas = run(process.execPath, [path.join(repoRoot, 'server/dist/emit-schema.js'), root]);
  if (schemas.status !== 0) return { status: schemas.status, output: schemas.stderr };
  const documents = run(path.join(repoRoot, 'node_modules/.bin/graphql-codegen'), ['--config', 'codegen.ts']);
  return { status: documents.status, output: documents.stdout + documents.stderr };
}

describe('npm run codegen:check', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-codegen-'));
    for (const file of COPIED) await copy(file);
    for (const folder of DOCUMENT_FOLDERS) await copyDocuments(folder);
    for (const entry of LINKED) await symlink(path.join(repoRoot, entry), path.join(root, entry));
    // Up to date with the built server, whatever the working tree holds: the check itself is on trial here.
    const generated = codegen('');
    if (generated.status !== 0) throw new Error(`npm run codegen failed in the copy: ${generated.output}`);
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('passes when all is up to date, the extension schema holding what it adds, permissions too', async () => {
    expect(codegen('--check')).toMatchObject({ status: 0 });
    const schema = await readFile(path.join(root, RECRUITMENT, 'schema.graphql'), 'utf8');
    expect(schema).toMatch(/extend type Query {[^}]*application\(id: Int!\): ApplicationDetail! @requiresPermission\(name: "manage-applications"\)/);
    expect(schema).not.toContain('settings: Settings!');
    expect(await readFile(path.join(root, 'schema.graphql'), 'utf8')).not.toContain('manage-applications');
  });

  it("fails when the extension's committed schema is stale", async () => {
    const file = path.join(root, RECRUITMENT, 'schema.graphql');
    const committed = await readFile(file, 'utf8');
    await appendFile(file, '\ntype Stale { field: Int }\n');
    const result = codegen('--check');
    await writeFile(file, committed);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(`stale: ${RECRUITMENT}/schema.graphql`);
  });

  it('fails when a document of the extension changed and its types were not generated again', async () => {
    const file = path.join(root, RECRUITMENT, 'admin/settings-documents.ts');
    const committed = await readFile(file, 'utf8');
    const changed = committed.replace(/recruiterEmail\s+retentionConsentDays/, 'retentionConsentDays');
    expect(changed).not.toBe(committed); // the document still asks for both fields, as this test expects
    await writeFile(file, changed);
    const result = codegen('--check');
    await writeFile(file, committed);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(`${RECRUITMENT}/admin/gql/`);
  });
});
