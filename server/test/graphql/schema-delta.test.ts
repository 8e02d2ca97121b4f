import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaDelta } from '../../src/graphql/schema-delta.js';

const core = buildSchema('directive @public on FIELD_DEFINITION\ntype Query { page(id: Int!): Page @public }\ntype Page { id: Int! }\nenum Kind { OPEN }');

describe("an extension's part of the schema (schemaDelta)", () => {
  it("holds its own types, and the fields it adds to core's types as extensions, with their directives", () => {
    const full = buildSchema(`directive @public on FIELD_DEFINITION
      type Query { page(id: Int!): Page @public, notes: [Note!]! @public }
      type Page { id: Int!, noteCount: Int! }
      type Note { id: Int!, page: Page! }
      enum Kind { OPEN }`);
    const delta = schemaDelta(core, full);
    expect(delta).toContain('extend type Query {\n  notes: [Note!]! @public\n}');
    expect(delta).toContain('extend type Page {\n  noteCount: Int!\n}');
    expect(delta).toContain('type Note {\n  id: Int!\n  page: Page!\n}');
    expect(delta).not.toMatch(/page\(id: Int!\)|enum Kind/);
  });

  it('is empty for an extension that adds nothing', () => {
    expect(schemaDelta(core, core)).toBe('');
  });

  it("refuses an extension that changes one of core's types otherwise than by adding fields", () => {
    const full = buildSchema(
      'directive @public on FIELD_DEFINITION\ntype Query { page(id: Int!): Page @public }\ntype Page { id: Int! }\nenum Kind { OPEN, CLOSED }',
    );
    expect(() => schemaDelta(core, full)).toThrow(/beyond adding types and fields/);
  });
});
