import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { ADMIN_ENV, useAdminAndVisitor } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';

const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
/** What each scalar is given: the oddest value its type lets through. */
const ODD_SCALARS: Record<string, unknown[]> = {
  String: ['\u0000', 'x'.repeat(5000), ''],
  ID: ['\u0000', '-1'],
  Int: [-1, 2_147_483_647],
  Float: [-1e308, 0],
  Boolean: [true],
  JSON: [{ a: '\u0000' }, []],
  JSONObject: [{ a: ['\u0000'] }],
  DateTimeISO: ['9999-12-31T23:59:59.999Z'],
};

/** A value of `type` built from the `variant`-th odd value of each scalar (required fields only, plus one list item). */
function oddValue(type: GraphQLInputType, variant: number): unknown {
  if (isNonNullType(type)) return oddValue(type.ofType, variant);
  if (isListType(type)) return [oddValue(type.ofType, variant)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, oddValue(field.type, variant)]));
  }
  const odd = ODD_SCALARS[getNamedType(type).name] ?? [null];
  return odd[variant % odd.length];
}

const uploadsIn = (field: GraphQLField<unknown, unknown>) => field.args.some((arg) => getNamedType(arg.type).name === 'Upload');

describe('every GraphQL field against odd arguments', { timeout: 120_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const callers = useAdminAndVisitor(server);

  it('answers with catalogue codes or GraphQL errors, never an unexpected one (G_01)', async () => {
    const unexpected: string[] = [];
    let asked = 0;
    for (const [kind, root] of [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        if (uploadsIn(field) || /^(logout|delete|remove)/i.test(field.name)) continue;
        const named = getNamedType(field.type);
        const selection = isObjectType(named) || (!isScalarType(named) && !isEnumType(named)) ? ' { __typename }' : '';
        const variables = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
        const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
        const document = `${kind}${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
        for (let variant = 0; variant < 3; variant++) {
          const values = Object.fromEntries(field.args.map((arg) => [arg.name, oddValue(arg.type, variant)]));
          for (const [who, client] of callers) {
            const answer = await client.graphql(document, values);
            asked++;
            const codes = (answer.body.errors ?? []).map((e) => e.extensions?.code);
            if (answer.status >= 500 || codes.includes('G_01'))
              unexpected.push(`${who}: ${field.name} ${JSON.stringify(values).slice(0, 100)}: ${answer.status} ${codes.join(',')}`);
          }
        }
      }
    }
    expect(unexpected).toEqual([]);
    expect(asked).toBeGreaterThan(200);
  });
});
