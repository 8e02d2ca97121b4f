/**
 * Typed steps of content-model migrations (docs/extensions.md, "Changing a type"): what an
 * extension declares when a block or page type changes shape. Each step is a pure function over
 * a stored copy's field values, with its way back where one exists.
 */

/** The fields of a stored block or of a page's typeData: plain values, and the media maps keyed by field name. */
export interface FieldValues {
  props: Record<string, unknown>;
  __images: Record<string, unknown>;
  __files: Record<string, unknown>;
}

type Transform = (values: FieldValues) => FieldValues;

export interface MigrationStep {
  /** What the step does, for reports and logs: `rename caption → text`. */
  readonly description: string;
  readonly forward: Transform;
  /** Absent: the step cannot be undone, and so neither can the migration holding it. */
  readonly reverse?: Transform;
  /** moveBlock: stored blocks of this (removed) type become blocks of `movesTo`, the declaring type. */
  readonly movesFrom?: string;
  readonly movesTo?: string;
}

/** One version step of a type: `from` → `to` (= from + 1), its steps applied in order. */
export interface ContentMigration {
  readonly from: number;
  readonly to: number;
  readonly steps: readonly MigrationStep[];
}

/** What a step throws when a stored value does not fit; the runner reports it and leaves that copy as it was. */
export class CannotMigrate extends Error {}

export function cannotMigrate(reason: string): never {
  throw new CannotMigrate(reason);
}

function renamed(record: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  if (!(from in record)) return record;
  if (to in record) cannotMigrate(`${to} is already set`);
  const { [from]: value, ...rest } = record;
  return { ...rest, [to]: value };
}

function renameIn(values: FieldValues, from: string, to: string): FieldValues {
  return { props: renamed(values.props, from, to), __images: renamed(values.__images, from, to), __files: renamed(values.__files, from, to) };
}

/** A field's new name; its media entries (an image or file field) move along. */
export function renameField(from: string, to: string): MigrationStep {
  return { description: `rename ${from} → ${to}`, forward: (values) => renameIn(values, from, to), reverse: (values) => renameIn(values, to, from) };
}

function mapped(field: string, change: (value: unknown) => unknown): Transform {
  return (values) => (field in values.props ? { ...values, props: { ...values.props, [field]: change(values.props[field]) } } : values);
}

/** A new shape for a field's value (a number becomes a range, text a list); `reverse` undoes it where it can. */
export function mapValue(field: string, forward: (value: unknown) => unknown, reverse?: (value: unknown) => unknown): MigrationStep {
  return { description: `change the value of ${field}`, forward: mapped(field, forward), ...(reverse && { reverse: mapped(field, reverse) }) };
}

/** Several fields' values become one field's: only the fields a copy has are handed over. */
function gather(fields: readonly string[], into: string, combine: (parts: Record<string, unknown>) => unknown): Transform {
  return (values) => {
    const present = fields.filter((field) => field in values.props);
    if (present.length === 0) return values;
    const props = { ...values.props };
    const parts = Object.fromEntries(present.map((field) => [field, props[field]]));
    for (const field of present) delete props[field];
    return { ...values, props: { ...props, [into]: combine(parts) } };
  };
}

/** One field's value becomes several fields' (only those named). */
function scatter(field: string, into: readonly string[], separate: (value: unknown) => Record<string, unknown>): Transform {
  return (values) => {
    if (!(field in values.props)) return values;
    const { [field]: value, ...props } = values.props;
    const parts = separate(value);
    const stray = Object.keys(parts).find((name) => !into.includes(name));
    if (stray !== undefined) cannotMigrate(`${stray} is not one of ${into.join(', ')}`);
    return { ...values, props: { ...props, ...parts } };
  };
}

/** Fields merged into one (`firstName` + `lastName` → `name`); `split` takes them apart again where it can. */
export function mergeFields(
  fields: readonly string[],
  into: string,
  merge: (parts: Record<string, unknown>) => unknown,
  split?: (value: unknown) => Record<string, unknown>,
): MigrationStep {
  return {
    description: `merge ${fields.join(', ')} into ${into}`,
    forward: gather(fields, into, merge),
    ...(split && { reverse: scatter(into, fields, split) }),
  };
}

/** A field split into several (`name` → `firstName` + `lastName`); `merge` joins them again where it can. */
export function splitField(
  field: string,
  into: readonly string[],
  split: (value: unknown) => Record<string, unknown>,
  merge?: (parts: Record<string, unknown>) => unknown,
): MigrationStep {
  return {
    description: `split ${field} into ${into.join(', ')}`,
    forward: scatter(field, into, split),
    ...(merge && { reverse: gather(into, field, merge) }),
  };
}

const unchanged: Transform = (values) => values;

type PropsChange = (props: Record<string, unknown>) => Record<string, unknown>;

const reshaped =
  (change: PropsChange): Transform =>
  (values) => ({ ...values, props: change(values.props) });

/**
 * Stored blocks of `fromType` (a type no longer declared) become `toType` blocks, the type whose
 * migration declares this step; `mapProps` reshapes their values (and undoes that where it can).
 */
export function moveBlock(fromType: string, toType: string, mapProps?: { forward: PropsChange; reverse?: PropsChange }): MigrationStep {
  const reverse = mapProps ? mapProps.reverse && reshaped(mapProps.reverse) : unchanged;
  return {
    description: `move ${fromType} blocks into ${toType}`,
    forward: mapProps ? reshaped(mapProps.forward) : unchanged,
    ...(reverse && { reverse }),
    movesFrom: fromType,
    movesTo: toType,
  };
}

/** The one item the fields a copy has make: a list holds plain values only (its items keep no images or files). */
function wrapped(fields: readonly string[], into: string): Transform {
  const wrap = gather(fields, into, (parts) => [parts]);
  return (values) => {
    const present = fields.filter((field) => field in values.props);
    if (present.length > 0 && into in values.props) cannotMigrate(`${into} is already set`);
    const media = present.find((field) => field in values.__images || field in values.__files);
    if (media !== undefined) cannotMigrate(`${media} has images or files, which list items cannot hold`);
    return wrap(values);
  };
}

/** A list of at most one item back as the fields it holds; two or more items do not fit and are reported. */
function unwrapped(into: string, fields: readonly string[]): Transform {
  return (values) => {
    if (!(into in values.props)) return values;
    const { [into]: list, ...props } = values.props;
    // A list left empty may be stored as null: no item, no fields.
    const items: unknown = list ?? [];
    if (!Array.isArray(items)) cannotMigrate(`${into} is not a list`);
    if (items.length > 1) cannotMigrate(`${into} has ${items.length} items, and only one fits in ${fields.join(', ')}`);
    const item: unknown = items[0] ?? {};
    if (typeof item !== 'object' || item === null || Array.isArray(item)) cannotMigrate(`${into}'s item is not a set of fields`);
    const parts = item as Record<string, unknown>;
    const stray = Object.keys(parts).find((name) => !fields.includes(name));
    if (stray !== undefined) cannotMigrate(`${stray} is not one of ${fields.join(', ')}`);
    const taken = Object.keys(parts).find((name) => name in props);
    if (taken !== undefined) cannotMigrate(`${taken} is already set`);
    return { ...values, props: { ...props, ...parts } };
  };
}

/**
 * Fields become the one item of a list field (a quote's `text` and `author` → `quotes: [{ text, author }]`);
 * rename them first (renameField) where the item's fields are named otherwise. The reverse takes a
 * list of at most one item apart again; a copy with more is reported and left as it was.
 */
export function wrapInList(fields: readonly string[], into: string): MigrationStep {
  return { description: `wrap ${fields.join(', ')} into the list ${into}`, forward: wrapped(fields, into), reverse: unwrapped(into, fields) };
}

/** The opposite of wrapInList: a list field of at most one item becomes the item's fields; a copy with more is reported. */
export function unwrapList(from: string, fields: readonly string[]): MigrationStep {
  return { description: `unwrap the list ${from} into ${fields.join(', ')}`, forward: unwrapped(from, fields), reverse: wrapped(fields, from) };
}
