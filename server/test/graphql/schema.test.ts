import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { buildSchema as buildFromSdl } from 'graphql';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { Query, Resolver } from 'type-graphql';
import { accessDirectives, assertRootFieldsGuarded } from '../../src/graphql/access.js';
import { buildGraphQLSchema } from '../../src/graphql/schema.js';
import { MAX_ALIASES, MAX_QUERY_DEPTH } from '../../src/graphql/limits.js';
import { coreModules } from '../../src/modules/index.js';
import { CORE_PERMISSIONS, permissionCatalogue } from '../../src/operations/permissions.js';
import { repoRoot } from '../../src/paths.js';

const core = permissionCatalogue(CORE_PERMISSIONS);
import { useTestServer } from '../support/test-server.js';

describe('GraphQL schema', () => {
  it('puts an access directive on every root field, as the committed schema.graphql shows', async () => {
    const schema = await buildGraphQLSchema(coreModules);
    const sdl = printSchemaWithDirectives(schema);
    expect(sdl).toContain('settings: Settings! @public');
    expect(sdl).toContain('updateSettings(input: SettingsInput!): Settings! @requiresPermission(name: "manage-settings")');
    expect(sdl).toMatch(/\): UserList! @requiresPermission\(name: "manage-users"\)/);
    expect(sdl).toContain('me: User! @signedIn');
    expect(sdl).toMatch(/login\([^)]*\): User! @public/);
    expect(sdl).toMatch(/deleteRole\(id: Int!\): Int! @requiresPermission\(name: "manage-users"\)/);
    const committed = await readFile(`${repoRoot}/schema.graphql`, 'utf8');
    expect(committed).toContain(sdl);
  });

  it('refuses to build a schema with an unguarded root field', async () => {
    @Resolver()
    class UnguardedResolver {
      @Query(() => String)
      leak(): string {
        return 'secret';
      }
    }
    const { buildSchema } = await import('type-graphql');
    const schema = await buildSchema({ resolvers: [UnguardedResolver], directives: accessDirectives, validate: false });
    expect(() => assertRootFieldsGuarded(schema, core)).toThrow(/Query\.leak declares no access/);
    expect(() => assertRootFieldsGuarded(buildFromSdl('type Query { ok: String @public }', { assumeValidSDL: true }), core)).not.toThrow();
  });

  it('refuses a root field asking for a permission nobody declared', () => {
    const sdl =
      'type Query { notes: String @requiresPermission(name: "manage-notes"), any: String @requiresAnyPermission(names: ["edit-page", "read-notes"]) }';
    const schema = buildFromSdl(sdl, { assumeValidSDL: true });
    expect(() => assertRootFieldsGuarded(schema, core)).toThrow(/Query\.notes asks for undeclared permission manage-notes/);
    expect(() => assertRootFieldsGuarded(schema, permissionCatalogue([...CORE_PERMISSIONS, 'manage-notes']))).toThrow(
      /Query\.any asks for undeclared permission read-notes/,
    );
    expect(() => assertRootFieldsGuarded(schema, permissionCatalogue([...CORE_PERMISSIONS, 'manage-notes', 'read-notes']))).not.toThrow();
  });
});

describe('GraphQL endpoint', () => {
  const server = useTestServer();

  it('refuses queries deeper than the limit', async () => {
    const deep = 'query { ' + 'a { '.repeat(MAX_QUERY_DEPTH + 1) + 'b' + ' }'.repeat(MAX_QUERY_DEPTH + 1) + ' }';
    const res = await server.client.graphql(deep);
    expect(res.status).toBe(400);
    // Validation rules all run, so the depth rule reports even though these fields do not exist.
    expect(res.body.errors?.map((e) => e.message)).toContainEqual(expect.stringMatching(/exceeds maximum operation depth of 12/));
  });

  it('refuses a document with more aliases than the limit before anything runs', async () => {
    const aliases = Array.from({ length: 6000 }, (_, i) => `a${i}: settings { defaultLocale }`).join(' ');
    const res = await server.client.graphql(`{ ${aliases} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.message)).toContainEqual(`Too many aliases (max ${MAX_ALIASES})`);
  });

  it('answers a syntax error as a client error, not a 500', async () => {
    const res = await server.client.graphql('{ settings { ');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });
});
