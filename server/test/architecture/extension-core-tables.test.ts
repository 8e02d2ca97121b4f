import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Extensions read core's content through `content` of `@blokwerk/server/extension`, never core's
 * tables or entities (docs/extensions.md, "Reading core's content"): core may change its tables.
 * Core's tables come from its migrations and entities (not a hand list); every shipped file of
 * an extension (its tests, which may inspect the database, and generated GraphQL aside) is read.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const coreSource = path.join(root, 'server/src');

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(keep);
}

const read = (file: string) => readFileSync(file, 'utf8');

/** Every table core's migrations create and its entities map. */
function coreTables(): Set<string> {
  const created = filesUnder(path.join(coreSource, 'db/migrations'), (file) => file.endsWith('.ts')).flatMap((file) =>
    [...read(file).matchAll(/create table (?:if not exists )?"?(\w+)"?/gi)].map((m) => m[1] ?? ''),
  );
  const mapped = filesUnder(coreSource, (file) => file.endsWith('.ts')).flatMap((file) =>
    [...read(file).matchAll(/tableName: '(\w+)'/g)].map((m) => m[1] ?? ''),
  );
  return new Set([...created, ...mapped].filter(Boolean));
}

/** Every entity core defines, by name (an extension could name one in `em.find('Page', …)`). */
function coreEntities(): Set<string> {
  return new Set(
    filesUnder(coreSource, (file) => file.endsWith('.ts')).flatMap((file) =>
      [...read(file).matchAll(/defineEntity\(\{\s*name: '(\w+)'/g)].map((m) => m[1] ?? ''),
    ),
  );
}

/** Without comments: prose ("read from settings") is no SQL. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/**
 * A migration's foreign key to a core table is a dependency on its key, not a read. Two applied
 * migrations moved data across once (a migration that ran is never edited): history, not reads.
 */
const APPLIED_HISTORY: Record<string, readonly string[]> = {
  'extensions/recruitment/server/migrations/Migration20261128100000_pipeline.ts': ['page', 'settings'],
  'extensions/recruitment/server/migrations/Migration20261127020000_files_in_core_journal.ts': ['stored_file', 'file_journal'],
};

/** What a file does with core's tables and entities that an extension may not: one line each. */
function coreUses(file: string, text: string, tables: ReadonlySet<string>, entities: ReadonlySet<string>): string[] {
  const source = code(text);
  const migration = /\/migrations\//.test(file);
  const allowed = new Set(APPLIED_HISTORY[file] ?? []);
  const sql = [...source.matchAll(/\b(from|join|into|update|table|truncate|references)\s+(?:only\s+)?"?(\w+)"?/gi)].flatMap(([, keyword = '', table = '']) =>
    tables.has(table) && !allowed.has(table) && !(migration && keyword.toLowerCase() === 'references') ? [`${file}: ${keyword} "${table}"`] : [],
  );
  const imports = [...source.matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g)].flatMap(([, spec = '', dynamic = '']) => {
    const specifier = spec || dynamic;
    const resolved = specifier.startsWith('.') ? path.relative(root, path.resolve(root, path.dirname(file), specifier)) : '';
    const internal = /^server\/(src|dist)\//.test(resolved) || /^@blokwerk\/server\/(?!extension$|testing$)/.test(specifier);
    return internal ? [`${file}: imports ${specifier}`] : [];
  });
  const named = [...source.matchAll(/\.(\w+)\(\s*'(\w+)'/g)].flatMap(([, method = '', entity = '']) =>
    entities.has(entity) &&
    /^(find|count|create|nativeDelete|nativeUpdate|getReference|upsert|qb|createQueryBuilder|getRepository|findOne|findOneOrFail|findAll|findAndCount)$/.test(
      method,
    )
      ? [`${file}: ${method}('${entity}')`]
      : [],
  );
  return [...sql, ...imports, ...named];
}

/** An extension's shipped files: every source, leaving out its tests, its builds and generated GraphQL. */
function extensionFiles(): string[] {
  const folders = ['extensions', 'examples'].map((folder) => path.join(root, folder));
  return folders.flatMap((folder) =>
    filesUnder(
      folder,
      (file) => /\.(ts|tsx|mts|js|mjs|astro|sql)$/.test(file) && !/\/(node_modules|dist|test|gql|test-build)\//.test(path.relative(root, file)),
    ).map((file) => path.relative(root, file)),
  );
}

describe('extensions read no core table', () => {
  const tables = coreTables();
  const entities = coreEntities();

  it('knows core tables and entities from server/src', () => {
    expect([...tables]).toEqual(expect.arrayContaining(['page', 'page_version', 'settings', 'audit_entry', 'app_user', 'media_file']));
    expect([...entities]).toEqual(expect.arrayContaining(['Page', 'PageVersion', 'Settings']));
  });

  it('finds a core table in SQL, an import of core internals and an entity by name, and lets foreign keys and prose pass', () => {
    const reads = [
      'const rows = await em.execute(`select p."slug" from "page" p join page_version v on v.id = p.published_version_id`);',
      'await em.execute(`insert into "audit_entry" ("action") values (1)`);',
      "import { Page } from '../../../server/src/modules/pages/entities.js';",
      "const page = await em.findOne('Page', 1);",
      '// the vacancy page, read from settings',
      'const link = `https://example.test/page`;',
    ].join('\n');
    expect(coreUses('extensions/x/server/reads.ts', reads, tables, entities)).toEqual([
      'extensions/x/server/reads.ts: from "page"',
      'extensions/x/server/reads.ts: join "page_version"',
      'extensions/x/server/reads.ts: into "audit_entry"',
      'extensions/x/server/reads.ts: imports ../../../server/src/modules/pages/entities.js',
      "extensions/x/server/reads.ts: findOne('Page')",
    ]);
    const foreignKey = 'this.addSql(`create table "x" ("page_id" int references "page" ("id"))`);';
    expect(coreUses('extensions/x/server/migrations/Migration1_x.ts', foreignKey, tables, entities)).toEqual([]);
    expect(coreUses('extensions/x/server/x.ts', foreignKey, tables, entities)).toEqual(['extensions/x/server/x.ts: references "page"']);
  });

  it('finds none in any extension or example', () => {
    const files = extensionFiles();
    expect(files.some((file) => file.startsWith('extensions/recruitment/server/'))).toBe(true);
    expect(files.flatMap((file) => coreUses(file, read(path.join(root, file)), tables, entities))).toEqual([]);
  });
});
