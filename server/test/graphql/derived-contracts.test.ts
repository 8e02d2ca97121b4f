import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { getNamedType, graphql, isCompositeType, type GraphQLField, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accessDirectives } from '../../src/graphql/access.js';
import { derivedResolver, rootField } from '../../src/graphql/derive/resolver.js';
import { costDirective } from '../../src/graphql/limits.js';
import { buildGraphQLSchema } from '../../src/graphql/schema.js';
import { coreModules } from '../../src/modules/index.js';
import { listAdminMenu, listAdminMenuCounts } from '../../src/modules/admin-menu/operations.js';
import { contentCheckCatalogue, contentChecksOfVersion, setBlockingChecks } from '../../src/modules/checks/operations.js';
import { addMenuItem, deleteMenuItem, editMenuItem, getMenu, getSiteMenu, moveMenuItem } from '../../src/modules/menu/operations.js';
import { announcePresence, getPresence, leavePresence } from '../../src/modules/presence/operations.js';
import { indexAllPages, removeAllPages, searchIndexStatus, searchPages } from '../../src/modules/search/operations.js';
import { updateSettings } from '../../src/modules/settings/operations.js';
import { validateTag } from '../../src/modules/tags/operations.js';
import { defaultUnshown, named } from '../../src/operations/contract.js';
import { ANONYMOUS } from '../../src/operations/actor.js';
import { defineOperation } from '../../src/operations/define.js';
import { parseInput } from '../../src/operations/invoke.js';
import { DomainError } from '../../src/errors.js';

type Sample = Record<string, unknown>;

/** A root field's arguments as graphql-js coerced them from variables, or undefined when GraphQL refused the call. */
async function coercedArguments(schema: GraphQLSchema, kind: 'query' | 'mutation', fieldName: string, sample: Sample): Promise<Sample | undefined> {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  const field: GraphQLField<unknown, unknown> | undefined = root?.getFields()[fieldName];
  if (!field) throw new Error(`no field ${fieldName}`);
  let captured: Sample | undefined;
  // Reached only when parsing, validation and coercion let the call through: the operation would run with these.
  field.resolve = (_source, args: Sample) => {
    captured = args;
    return null;
  };
  const given = field.args.filter((arg) => arg.name in sample);
  const variables = given.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = given.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  const source = `${kind}${variables ? `(${variables})` : ''} { ${fieldName}${args ? `(${args})` : ''}${selection} }`;
  await graphql({ schema, source, variableValues: sample });
  return captured;
}

// Values each property is tried with, one property at a time from a valid input. Digit strings are
// left out: REST's query strings carry ids that way (operations/fields.ts), GraphQL's typed variables never do.
const TRIALS: unknown[] = [undefined, null, '', 'text', 0, 7, -1, 2.5, 2 ** 40, true, false, [], ['nl'], {}, { kind: 'external', href: 'https://example.org' }];

const target = { kind: 'internal', pageId: 4 };
const tabId = '0b6f4c1e-3c1d-4f7a-9a55-2f1d8c3e7b10';
const converted = [
  {
    kind: 'mutation',
    field: 'updateSettings',
    op: updateSettings,
    wrap: 'input',
    valid: { availableLocales: ['nl', 'en'], defaultLocale: 'nl', customSlugLocales: ['en'] },
  },
  { kind: 'query', field: 'menu', op: getMenu, valid: { locale: 'nl' } },
  { kind: 'query', field: 'siteMenu', op: getSiteMenu, valid: { locale: 'en' } },
  { kind: 'mutation', field: 'addMenuItem', op: addMenuItem, wrap: 'input', valid: { locale: 'nl', parentID: 3, position: 0, label: 'Home', target } },
  { kind: 'mutation', field: 'editMenuItem', op: editMenuItem, wrap: 'input', valid: { id: 2, label: 'Jobs', target } },
  { kind: 'mutation', field: 'moveMenuItem', op: moveMenuItem, valid: { position: 1, parentID: null, id: 2 } },
  { kind: 'mutation', field: 'deleteMenuItem', op: deleteMenuItem, valid: { withChildren: true, id: 2 } },
  { kind: 'mutation', field: 'validateTag', op: validateTag, valid: { private: true, tag: 'Zomer' } },
  { kind: 'query', field: 'adminMenu', op: listAdminMenu, valid: { locale: 'nl-NL' } },
  { kind: 'query', field: 'adminMenuCounts', op: listAdminMenuCounts, valid: {} },
  { kind: 'query', field: 'search', op: searchPages, valid: { offset: 10, count: 5, pageTypes: ['page'], locales: ['nl-BE'], term: 'koffie' } },
  { kind: 'query', field: 'searchIndexStatus', op: searchIndexStatus, valid: {} },
  { kind: 'mutation', field: 'indexAllPages', op: indexAllPages, valid: {} },
  { kind: 'mutation', field: 'removeAllPages', op: removeAllPages, valid: {} },
  { kind: 'query', field: 'pagePresence', op: getPresence, valid: { pageID: 4 } },
  { kind: 'mutation', field: 'announcePresence', op: announcePresence, valid: { dirty: true, tabId, pageID: 4 } },
  { kind: 'mutation', field: 'leavePresence', op: leavePresence, valid: { tabId, pageID: 4 } },
  { kind: 'query', field: 'contentChecks', op: contentChecksOfVersion, valid: { pageVersionID: 4 } },
  { kind: 'query', field: 'contentCheckCatalogue', op: contentCheckCatalogue, valid: { locale: 'nl' } },
  { kind: 'mutation', field: 'setBlockingContentChecks', op: setBlockingChecks, valid: { ids: ['image-alt'] } },
] as const;

function variants(valid: Sample): Sample[] {
  return [
    valid,
    ...Object.keys(valid).flatMap((key) =>
      TRIALS.map((value) => Object.fromEntries(Object.entries({ ...valid, [key]: value }).filter(([, v]) => v !== undefined))),
    ),
  ];
}

describe('contracts declared once (graphql/derive)', () => {
  it('GraphQL lets through every input the operation accepts, with the same meaning, and refuses nothing it would let through', async () => {
    const schema = await buildGraphQLSchema(coreModules);
    let compared = 0;
    let acceptedByBoth = 0;
    const disagreements: string[] = [];
    for (const { kind, field, op, valid, ...rest } of converted) {
      const wrapped = 'wrap' in rest;
      for (const sample of variants(valid)) {
        const byZod = op.input.safeParse(sample);
        const args = await coercedArguments(schema, kind, field, wrapped ? { input: sample } : sample);
        const viaGraphQL = args && op.input.safeParse(wrapped ? args.input : args);
        const context = `${field} ${JSON.stringify(sample)}`;
        // What the operation accepts, GraphQL lets through unchanged in meaning; GraphQL may refuse more only when the operation would too.
        if (byZod.success && !(viaGraphQL?.success && isDeepStrictEqual(viaGraphQL.data, byZod.data)))
          disagreements.push(`${context}: GraphQL ${args ? 'changed it' : 'refused it'}`);
        if (byZod.success && viaGraphQL?.success) acceptedByBoth += 1;
        compared += 1;
      }
    }
    expect(disagreements).toEqual([]);
    // Each operation's valid input and its variants all ran (a field filter gone wrong would compare nothing).
    expect(compared).toBeGreaterThan(300);
    expect(acceptedByBoth).toBeGreaterThan(converted.length);
  });

  it("shows each converted operation's input and output exactly as its schema declares them", async () => {
    const sdl = printSchemaWithDirectives(await buildGraphQLSchema(coreModules));
    expect(sdl).toContain('moveMenuItem(position: Int!, parentID: Int, id: Int!): MenuChange!');
    expect(sdl).toContain('validateTag(private: Boolean! = false, tag: String!): ValidatedTag!');
    expect(sdl).toContain('siteMenu(locale: String): [MenuItem!]! @public');
    // A shape containing itself (a zod getter) refers to its own type.
    expect(sdl).toMatch(/\ntype AdminMenuItem \{\n(.*\n)*? {2}children: \[AdminMenuItem!\]!\n\}/);
    expect(sdl).toMatch(/input AddMenuItemInput \{\n {2}locale: String!\n {2}"""None: a top-level item\."""\n {2}parentID: Int\n/);
    expect(sdl).toMatch(
      new RegExp(
        String.raw`"""Site-wide locale settings\."""\ntype Settings \{\n {2}"""Locales pages may be written in \(language part only\)\."""` +
          String.raw`\n {2}availableLocales: \[String!\]!`,
      ),
    );
  });
});

/**
 * A probe operation, declared as a module declares one; `withNote` stands for a later change that
 * adds one line to its schema, and nothing else.
 */
function probe(suffix: string, withNote: boolean) {
  const kind = named(`ContractProbe${suffix}Kind`, z.enum(['draft', 'final']).describe('How far along it is.'));
  const nested = named(`ContractProbe${suffix}PlaceInput`, z.object({ city: z.string(), zip: z.string().nullable() }));
  const input = named(
    `ContractProbe${suffix}Input`,
    z.object({
      title: z.string().trim().min(1).max(20).describe('Shown above it.'),
      count: z.int().min(0),
      weight: z.number().optional(),
      kind: kind.default('draft'),
      labels: z.array(z.string().nullable()).nullish(),
      place: nested.optional(),
      ...(withNote ? { note: z.string().max(5).optional().describe('A short note.') } : {}),
    }),
  );
  const output = named(`ContractProbe${suffix}`, z.object({ title: z.string(), kind, echoed: z.array(z.int()) }).describe('What was saved.'));
  const operation = defineOperation({
    name: `contractProbe${suffix}.save`,
    access: { public: true },
    kind: 'read',
    input,
    output,
    async run(_ctx, value) {
      return { title: value.title, kind: value.kind, echoed: [value.count] };
    },
  });
  const resolver = derivedResolver(`ContractProbe${suffix}`, { query: { probe: rootField(operation, 'A query field makes the schema valid.') } });
  return { operation, resolver };
}

async function probeSchema(resolver: ReturnType<typeof derivedResolver>): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: [resolver], directives: [...accessDirectives, costDirective], validate: false });
}

function refusal(schema: z.ZodType, raw: unknown): unknown {
  try {
    parseInput(schema, raw);
    return undefined;
  } catch (error) {
    return error instanceof DomainError ? error.errors : error;
  }
}

/** An operation whose input GraphQL cannot show (a union), with or without a declared output. */
function withUnionInput(name: string, output?: z.ZodBoolean) {
  return defineOperation({
    name,
    access: { public: true },
    kind: 'read',
    input: named(`${name}Input`, z.object({ choice: z.union([z.string(), z.int()]) })),
    output,
    async run() {
      return true;
    },
  });
}

describe('a field added to a schema only', () => {
  it('derives scalars, enums, lists, nested inputs, nullability, defaults and descriptions', async () => {
    const sdl = printSchemaWithDirectives(await probeSchema(probe('A', false).resolver));
    expect(sdl).toContain(`input ContractProbeAInput {
  """Shown above it."""
  title: String!
  count: Int!
  weight: Float
  kind: ContractProbeAKind! = draft
  labels: [String]
  place: ContractProbeAPlaceInput
}`);
    expect(sdl).toContain('input ContractProbeAPlaceInput {\n  city: String!\n  zip: String\n}');
    expect(sdl).toContain('"""How far along it is."""\nenum ContractProbeAKind {\n  draft\n  final\n}');
    expect(sdl).toContain('"""What was saved."""\ntype ContractProbeA {\n  title: String!\n  kind: ContractProbeAKind!\n  echoed: [Int!]!\n}');
    expect(sdl).toContain('"""A query field makes the schema valid."""\n  probe(input: ContractProbeAInput!): ContractProbeA! @public');
  });

  it('appears in introspection, the printed schema and REST validation alike', async () => {
    const before = probe('B', false);
    const after = probe('C', true);
    const introspect = async (resolver: ReturnType<typeof derivedResolver>, name: string) => {
      const answer = await graphql({ schema: await probeSchema(resolver), source: `{ type: __type(name: "${name}") { inputFields { name } } }` });
      return (answer.data?.type as { inputFields: { name: string }[] } | undefined)?.inputFields.map((f) => f.name);
    };
    expect(await introspect(before.resolver, 'ContractProbeBInput')).not.toContain('note');
    expect(await introspect(after.resolver, 'ContractProbeCInput')).toEqual(['title', 'count', 'weight', 'kind', 'labels', 'place', 'note']);
    expect(printSchemaWithDirectives(await probeSchema(after.resolver))).toContain('  """A short note."""\n  note: String\n}');
    // REST validates with the same schema (invoke → parseInput): the new field's rules hold there too.
    expect(refusal(after.operation.input, { title: 'Hi', count: 1, note: 'far too long' })).toEqual([{ code: 'V_14', property: 'note' }]);
    expect(refusal(after.operation.input, { title: 'Hi', count: 1, note: 'ok' })).toBeUndefined();
    expect(refusal(before.operation.input, { title: 'Hi', count: 1, note: 'far too long' })).toBeUndefined();
  });

  it('shows a default left unshown as a plain optional argument, a string format as String, and answers the one property a field names', async () => {
    const counting = defineOperation({
      name: 'contractProbeF.count',
      access: { public: true },
      kind: 'read',
      input: z.object({ count: defaultUnshown(z.int().min(1).default(10)), tab: z.uuid() }),
      output: named('ContractProbeF', z.object({ counted: z.int(), tab: z.string() })),
      async run(_ctx, input) {
        return { counted: input.count, tab: input.tab };
      },
    });
    const resolver = derivedResolver('ContractProbeF', { query: { probe: rootField(counting, { answers: 'counted' }) } });
    const schema = await probeSchema(resolver);
    expect(printSchemaWithDirectives(schema)).toContain('probe(count: Int, tab: String!): Int! @public');
    // A public read needs nothing of the context but its caller.
    const ask = (source: string) => graphql({ schema, source, contextValue: { ctx: { actor: ANONYMOUS } } });
    expect((await ask(`{ probe(tab: "${tabId}") }`)).data).toEqual({ probe: 10 });
    expect((await ask(`{ probe(tab: "${tabId}", count: 3) }`)).data).toEqual({ probe: 3 });
    // GraphQL lets an explicit null through; the operation refuses it, as it refused it from hand-written optional arguments.
    const refused = (await ask(`{ probe(tab: "${tabId}", count: null) }`)).errors?.[0]?.originalError;
    expect(refused).toMatchObject({ errors: [{ code: 'V_01', property: 'count' }] });
  });

  it('refuses at start-up a shape GraphQL cannot show, naming where it is, and a field without a declared output', () => {
    const union = withUnionInput('ContractProbeD', z.boolean());
    const silent = withUnionInput('ContractProbeE');
    expect(() => derivedResolver('ContractProbeD', { mutation: { save: rootField(union) } })).toThrow(
      'GraphQL contract at ContractProbeDInput.choice: a union has no GraphQL type of its own',
    );
    expect(() => derivedResolver('ContractProbeE', { mutation: { save: rootField(silent) } })).toThrow('operation ContractProbeE declares no output');
  });
});
