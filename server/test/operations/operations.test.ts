import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../../src/errors.js';
import { defineOperation, type Access } from '../../src/operations/define.js';
import { authorize, parseInput } from '../../src/operations/invoke.js';
import type { Actor } from '../../src/operations/actor.js';
import { ANONYMOUS } from '../../src/operations/actor.js';

const user = (...permissions: ('manage-users' | 'edit-page')[]): Actor => ({
  kind: 'user',
  userId: 1,
  email: 'u@example.test',
  permissions: new Set(permissions),
});

const declareWithoutAccess = () =>
  defineOperation({
    name: 'test.noAccess',
    kind: 'read',
    input: z.object({}),
    run: async () => ({}),
  } as never);

describe('operations layer', () => {
  it('fails closed: an operation without an access declaration does not start', () => {
    expect(declareWithoutAccess).toThrow(/declares no access/);
  });

  it('refuses a second operation with the same name', () => {
    const op = { name: 'test.twice', access: { public: true } as const, kind: 'read' as const, input: z.object({}), run: async () => ({}) };
    defineOperation(op);
    expect(() => defineOperation({ ...op })).toThrow(/twice/);
  });

  const allowed: [Access, Actor][] = [
    [{ public: true }, ANONYMOUS],
    [{ signedIn: true }, user()],
    [{ permission: 'manage-users' }, user('manage-users')],
  ];
  it.each(allowed)('authorize(%j) lets %j through', (access, actor) => {
    expect(() => authorize(access, actor)).not.toThrow();
  });

  const refused: [Access, Actor, number][] = [
    [{ signedIn: true }, ANONYMOUS, 401],
    [{ permission: 'manage-users' }, ANONYMOUS, 401],
    [{ permission: 'manage-users' }, user('edit-page'), 403],
  ];
  it.each(refused)('authorize(%j) refuses %j with UM_01 (%i)', (access, actor, status) => {
    const error = (() => {
      try {
        authorize(access, actor);
        return undefined;
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ status, errors: [{ code: 'UM_01' }] });
  });

  it('maps schema failures to catalogue codes with the property path', () => {
    const schema = z.object({
      title: z.string().min(1).max(5),
      email: z.email(),
      link: z.url(),
      nested: z.object({ count: z.number() }),
    });
    const codes = (raw: unknown) => {
      try {
        parseInput(schema, raw);
        return [];
      } catch (error) {
        return (error as DomainError).errors;
      }
    };
    expect(codes({ title: 'ok', email: 'a@b.nl', link: 'https://x.nl', nested: { count: 1 } })).toEqual([]);
    expect(codes({ title: '', email: 'nope', link: 'no url', nested: { count: 'x' } })).toEqual([
      { code: 'V_16', property: 'title' },
      { code: 'V_02', property: 'email' },
      { code: 'V_13', property: 'link' },
      { code: 'V_12', property: 'nested.count' },
    ]);
    expect(codes({ title: 'too long', email: 'a@b.nl', link: 'https://x.nl' })).toEqual([
      { code: 'V_14', property: 'title' },
      { code: 'V_01', property: 'nested' },
    ]);
    expect(codes('a string')).toEqual([{ code: 'V_12' }]);
    // PostgreSQL text cannot hold U+0000: refused wherever it is, before the schema.
    expect(codes({ title: 'o\u0000k', email: 'a@b.nl', link: 'https://x.nl', nested: { count: 1, tags: ['x', '\u0000'] } })).toEqual([
      { code: 'V_12', property: 'title' },
      { code: 'V_12', property: 'nested.tags.1' },
    ]);
    expect(codes('\u0000')).toEqual([{ code: 'V_12' }]);
    // type-graphql hands input types over as class instances.
    class SettingsInput {
      defaultLocale = 'n\u0000l';
    }
    expect(codes(new SettingsInput())).toEqual([{ code: 'V_12', property: 'defaultLocale' }]);
  });
});
