import { describe, expect, it } from 'vitest';
import { createContentModel } from '../../src/content-model/index.js';
import { migrateBlock, migrateTypeData } from '../../src/content-model/migrations/apply.js';
import {
  mapValue,
  mergeFields,
  moveBlock,
  renameField,
  splitField,
  unwrapList,
  wrapInList,
  type MigrationStep,
} from '../../src/content-model/migrations/steps.js';
import type { BlockType } from '../../src/content-model/registry.js';
import { DomainError } from '../../src/errors.js';
import { directionOf } from '../../src/modules/content-model/migration-operations.js';

const text = (name: string) => ({ type: 'text', name, label: { en: name } }) as const;
const person = (steps: MigrationStep[], fields: BlockType['fields'] = [text('name')]): BlockType => ({
  id: 'person',
  label: { en: 'Person' },
  fields,
  version: 2,
  migrations: [{ from: 1, to: 2, steps }],
});
const modelWith = (type: BlockType) => createContentModel({ blockTypes: [type] });
const stored = (props: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'person',
  key: 'p1',
  props,
  anchorPoint: null,
  __images: {},
  __files: {},
  ...extra,
});

/** Forward to the type's version, then back to 1: the copy the reverse gives must be the stored one. */
function roundTrip(type: BlockType, block: Record<string, unknown>) {
  const model = modelWith(type);
  const up = migrateBlock(model, block, { forward: true });
  if (!up || !('value' in up)) throw new Error(`not migrated: ${JSON.stringify(up)}`);
  const down = migrateBlock(model, up.value, { forward: false, kind: 'block', type: type.id, version: 1 });
  return { up: up.value, down: down && 'value' in down ? down.value : down };
}

describe('content-model migration steps', () => {
  it('splits and merges fields, reshapes values, and undoes each exactly', () => {
    const split = splitField(
      'name',
      ['first', 'last'],
      (value) => {
        const [first = '', ...rest] = String(value).split(' ');
        return { first, last: rest.join(' ') };
      },
      (parts) => `${String(parts.first)} ${String(parts.last)}`,
    );
    const splitting = roundTrip(person([split], [text('first'), text('last')]), stored({ name: 'Ada Lovelace', role: 'x' }));
    expect(splitting.up).toMatchObject({ v: 2, props: { first: 'Ada', last: 'Lovelace', role: 'x' } });
    expect(splitting.down).toEqual(stored({ name: 'Ada Lovelace', role: 'x' }));

    const merge = mergeFields(
      ['first', 'last'],
      'name',
      (parts) => `${String(parts.first)} ${String(parts.last)}`,
      (value) => {
        const [first = '', last = ''] = String(value).split(' ');
        return { first, last };
      },
    );
    expect(roundTrip(person([merge]), stored({ first: 'Ada', last: 'Lovelace' })).down).toEqual(stored({ first: 'Ada', last: 'Lovelace' }));

    const hours = mapValue(
      'hours',
      (value) => ({ min: value, max: value }),
      (value) => (value as { min: number }).min,
    );
    const mapped = roundTrip(person([renameField('title', 'name'), hours]), stored({ title: 'Ada', hours: 32 }, { __images: { title: [{ fileID: 1 }] } }));
    expect(mapped.up).toMatchObject({ props: { name: 'Ada', hours: { min: 32, max: 32 } }, __images: { name: [{ fileID: 1 }] } });
    expect(mapped.down).toEqual(stored({ title: 'Ada', hours: 32 }, { __images: { title: [{ fileID: 1 }] } }));
  });

  it('wraps fields into a one-item list and back, and reports what does not fit', () => {
    const list = { type: 'list', name: 'quotes', label: { en: 'Quotes' }, fields: [text('text'), text('author')] } as const;
    const wrap = person([wrapInList(['text', 'author'], 'quotes')], [list]);
    const single = stored({ text: 'Real projects.', author: 'Sanne', role: 'Engineer' });
    const { up, down } = roundTrip(wrap, single);
    expect(up).toEqual({ ...single, v: 2, props: { role: 'Engineer', quotes: [{ text: 'Real projects.', author: 'Sanne' }] } });
    expect(down).toEqual(single);
    expect(roundTrip(wrap, stored({ role: 'No quote' })).up).toEqual(stored({ role: 'No quote' }, { v: 2 }));

    const back = (quotes: unknown) =>
      migrateBlock(modelWith(wrap), stored({ quotes }, { v: 2 }), { forward: false, kind: 'block', type: 'person', version: 1 });
    expect(back([{ text: 'One' }, { text: 'Two' }])).toMatchObject({ reason: 'quotes has 2 items, and only one fits in text, author' });
    expect(back([{ text: 'One', photo: 'x' }])).toMatchObject({ reason: 'photo is not one of text, author' });
    expect(back([])).toMatchObject({ value: stored({}) });
    const media = migrateBlock(modelWith(wrap), stored({ text: 'A' }, { __images: { text: [{ fileID: 1 }] } }), { forward: true });
    expect(media).toMatchObject({ reason: 'text has images or files, which list items cannot hold' });

    // The other way round: a list of at most one item becomes fields.
    const unwrap = person([unwrapList('quotes', ['text', 'author'])], [text('text'), text('author')]);
    expect(roundTrip(unwrap, stored({ quotes: [{ text: 'Only' }] }))).toEqual({
      up: stored({ text: 'Only' }, { v: 2 }),
      down: stored({ quotes: [{ text: 'Only' }] }),
    });
    expect(migrateBlock(modelWith(unwrap), stored({ quotes: [{ text: 'A' }, { text: 'B' }] }), { forward: true })).toMatchObject({
      reason: 'quotes has 2 items, and only one fits in text, author',
    });
  });

  it('reports a value that does not fit, and a split into a field it does not name, as not migrated', () => {
    const strict = splitField('name', ['first'], () => ({ first: 'A', nickname: 'B' }));
    const outcome = migrateBlock(modelWith(person([strict], [text('first')])), stored({ name: 'Ada' }), { forward: true });
    expect(outcome).toEqual({ failed: { kind: 'block', type: 'person', from: 1, to: 2 }, reason: 'nickname is not one of first' });
    const clash = migrateBlock(modelWith(person([renameField('title', 'name')])), stored({ title: 'A', name: 'B' }), { forward: true });
    expect(clash).toMatchObject({ reason: 'name is already set' });
  });

  it('moves a removed type’s blocks with their props reshaped, and back with the version they had', () => {
    const type = person([moveBlock('member', 'person', { forward: (props) => ({ name: props.fullName }), reverse: (props) => ({ fullName: props.name }) })]);
    const member = { ...stored({ fullName: 'Ada' }), type: 'member', v: 3 };
    const { up, down } = roundTrip(type, member);
    expect(up).toEqual({ ...stored({ name: 'Ada' }), v: 2, movedFrom: { type: 'member', v: 3 } });
    expect(down).toEqual(member);
  });

  it('migrates a page type’s typeData, keeping the version in __v', () => {
    const model = createContentModel({
      pageTypes: [
        {
          id: 'event',
          label: { en: 'Event' },
          slugPrefix: '',
          fields: [text('location')],
          version: 2,
          migrations: [{ from: 1, to: 2, steps: [renameField('venue', 'location')] }],
        },
      ],
    });
    expect(migrateTypeData(model, 'event', { venue: 'Hall', __images: {} }, { forward: true })).toEqual({
      value: { location: 'Hall', __images: {}, __v: 2 },
      applied: [{ kind: 'page', type: 'event', from: 1, to: 2 }],
    });
    expect(migrateTypeData(model, 'event', { location: 'Hall', __v: 2 }, { forward: true })).toBeUndefined();
  });

  it('refuses declarations that do not add up, and a reverse through a step without one (V_07)', () => {
    expect(() => modelWith({ ...person([renameField('a', 'b')]), version: 3 })).toThrow(/needs 2 migrations/);
    expect(() => modelWith({ ...person([]) })).toThrow(/has no steps/);
    expect(() => modelWith(person([moveBlock('heading', 'person')]))).toThrow(/heading is still declared/);
    expect(() => modelWith(person([moveBlock('member', 'someone-else')]))).toThrow(/must be declared by someone-else/);
    const oneWay = modelWith(person([mapValue('name', (value) => String(value).toUpperCase())]));
    const refusal = (() => {
      try {
        return directionOf(oneWay, 'person@1');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).errors).toEqual([{ code: 'V_07', property: 'reverse' }]);
    expect(() => directionOf(oneWay, 'person@2')).toThrow(DomainError);
  });
});
