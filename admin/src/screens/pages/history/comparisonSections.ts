import type { IntlShape } from 'react-intl';
import type { EditorVersionFieldsFragment as Version, VersionChangeSummaryFieldsFragment as Changes } from '../../../gql/graphql';
import { draftOf, type Draft, type EditorBlock, type FieldContent } from '../editor/content';
import { PAGE_FIELD_LABELS } from './ChangeSummary';
import { sameValue } from './versionContent';

/** A content-model field as the compare view reads it (the editor's ContentFieldParts, nested). */
export interface FieldShape {
  name: string;
  label: string;
  /** The registry's field types, plus `keywords` and `anchor` for the compare view's own rows; `''` when the model no longer knows the value. */
  type: string;
  options?: readonly { value: string; label: string }[] | null;
  fields?: readonly FieldShape[] | null;
}

export interface TypeShape {
  id: string;
  label: string;
  fields: readonly FieldShape[];
}

const BLOCK_CHANGES = ['added', 'removed', 'changed', 'moved', 'unchanged'] as const;

/** BlockComparison.change (a string in the schema). */
export type BlockChange = (typeof BLOCK_CHANGES)[number];

/** One field of both versions, side by side. */
export interface ComparedRow {
  key: string;
  field: FieldShape;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/** The page's own fields (block null), or one block aligned by its key. */
export interface ComparedSection {
  key: string;
  block: { label: string; change: BlockChange; positionBefore: number | null; positionAfter: number | null } | null;
  rows: ComparedRow[];
}

const isMedia = (field: FieldShape) => field.type === 'image' || field.type === 'file';
const mediaMap = (field: FieldShape) => (field.type === 'image' ? '__images' : '__files');

function valueIn(source: FieldContent | null, field: FieldShape): unknown {
  if (!source) return undefined;
  if (field.type === 'image') return source.images[field.name];
  if (field.type === 'file') return source.files[field.name];
  return source.values[field.name];
}

/**
 * The model's fields, then whatever a side still holds that the model no longer declares
 * (shown as plain values rather than dropped).
 */
function fieldsOf(model: readonly FieldShape[], sides: readonly (FieldContent | null)[]): FieldShape[] {
  const known = new Set(model.map((field) => field.name));
  const extra = new Map<string, FieldShape>();
  for (const side of sides) {
    if (!side) continue;
    const found = [
      ...Object.keys(side.values).map((name) => ({ name, type: '' })),
      ...Object.keys(side.images).map((name) => ({ name, type: 'image' })),
      ...Object.keys(side.files).map((name) => ({ name, type: 'file' })),
    ];
    for (const { name, type } of found) if (!known.has(name) && !extra.has(name)) extra.set(name, { name, label: name, type });
  }
  return [...model, ...extra.values()];
}

function fieldRows(
  model: readonly FieldShape[],
  before: FieldContent | null,
  after: FieldContent | null,
  isChanged: (field: FieldShape, before: unknown, after: unknown) => boolean,
): ComparedRow[] {
  return fieldsOf(model, [before, after]).map((field) => {
    const [old, current] = [valueIn(before, field), valueIn(after, field)];
    return { key: `${field.type}:${field.name}`, field, before: old, after: current, changed: isChanged(field, old, current) };
  });
}

function pageSection(intl: IntlShape, changes: Changes, from: Draft, to: Draft, pageType: TypeShape | undefined): ComparedSection {
  const changed = new Set(changes.changedFields);
  const own: readonly { name: 'title' | 'seoTitle' | 'seoDescription' | 'seoKeywords' | 'seoImage' | 'tags' | 'privateTags'; type: string }[] = [
    { name: 'title', type: 'text' },
    { name: 'seoTitle', type: 'text' },
    { name: 'seoDescription', type: 'text' },
    { name: 'seoKeywords', type: 'keywords' },
    { name: 'seoImage', type: 'image' },
    { name: 'tags', type: 'keywords' },
    { name: 'privateTags', type: 'keywords' },
  ];
  const rows: ComparedRow[] = own.map(({ name, type }) => {
    const label = PAGE_FIELD_LABELS[name];
    const field = { name, type, label: label ? intl.formatMessage({ id: label }) : name };
    return { key: name, field, before: from[name], after: to[name], changed: changed.has(name) };
  });
  // compareVersions names page fields `typeData.<name>`, and media only as a whole map.
  const typeRows = fieldRows(pageType?.fields ?? [], from.typeData, to.typeData, (field, old, current) =>
    isMedia(field) ? changed.has(`typeData.${mediaMap(field)}`) && !sameValue(old, current) : changed.has(`typeData.${field.name}`),
  );
  return { key: 'page', block: null, rows: [...rows, ...typeRows.map((row) => ({ ...row, key: `typeData.${row.key}` }))] };
}

function blockSection(
  intl: IntlShape,
  entry: Changes['blocks'][number],
  before: { block: EditorBlock; position: number } | undefined,
  after: { block: EditorBlock; position: number } | undefined,
  blockTypes: ReadonlyMap<string, TypeShape>,
): ComparedSection {
  const change = BLOCK_CHANGES.find((known) => known === entry.change) ?? 'unchanged';
  const changedProps = new Set(entry.changedProps);
  const whole = change === 'added' || change === 'removed';
  const blockType = blockTypes.get(entry.type);
  const rows = fieldRows(blockType?.fields ?? [], before?.block.content ?? null, after?.block.content ?? null, (field, old, current) => {
    if (whole) return true;
    // The server names media changes by map (__images); which field of the map changed is read here.
    return isMedia(field) ? changedProps.has(mediaMap(field)) && !sameValue(old, current) : changedProps.has(field.name);
  });
  const label = (type: string | undefined) => (type === undefined ? undefined : (blockTypes.get(type)?.label ?? type));
  if (changedProps.has('type')) {
    const field = { name: 'type', type: 'text', label: intl.formatMessage({ id: 'history.compare.blockType' }) };
    rows.unshift({ key: 'block-type', field, before: label(before?.block.type), after: label(after?.block.type), changed: true });
  }
  if (before?.block.anchorPoint || after?.block.anchorPoint) {
    const field = { name: 'anchorPoint', type: 'anchor', label: intl.formatMessage({ id: 'history.compare.anchor' }) };
    rows.push({ key: 'anchor', field, before: before?.block.anchorPoint, after: after?.block.anchorPoint, changed: whole || changedProps.has('anchorPoint') });
  }
  return {
    key: `block:${entry.key}`,
    block: { label: label(entry.type) ?? entry.type, change, positionBefore: before ? before.position : null, positionAfter: after ? after.position : null },
    rows,
  };
}

const byKey = (blocks: readonly EditorBlock[]) => new Map(blocks.map((block, index) => [block.key, { block, position: index + 1 }]));

/**
 * Both versions as sections of rows: the page's fields, then every block of either version
 * aligned by its key, in the order compareVersions gives (the newer version's, removed ones last).
 */
export function comparisonSections(
  intl: IntlShape,
  comparison: Changes & { from: Version; to: Version },
  pageType: TypeShape | undefined,
  blockTypes: ReadonlyMap<string, TypeShape>,
): ComparedSection[] {
  const [older, newer] = [draftOf(comparison.from), draftOf(comparison.to)];
  const before = byKey(older.blocks);
  const after = byKey(newer.blocks);
  return [
    pageSection(intl, comparison, older, newer, pageType),
    ...comparison.blocks.map((entry) => blockSection(intl, entry, before.get(entry.key), after.get(entry.key), blockTypes)),
  ];
}

/** Only what differs: changed rows, and blocks that were added, removed, changed or moved. */
export function differencesOnly(sections: readonly ComparedSection[]): ComparedSection[] {
  return sections.flatMap((section) => {
    if (section.block?.change === 'unchanged') return [];
    const rows = section.rows.filter((row) => row.changed);
    return section.block === null && rows.length === 0 ? [] : [{ ...section, rows }];
  });
}
