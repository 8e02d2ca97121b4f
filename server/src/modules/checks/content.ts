import type { FieldDef } from '../../content-model/fields.js';
import type { ImageEntry } from '../../content-model/values.js';
import type { CheckSubject } from './types.js';

/** A block or the page-type data: something that holds field values. */
export interface Holder {
  /** The block's key; null for the page-type data. */
  blockKey: string | null;
  /** The block's type id; null for the page-type data. */
  blockType: string | null;
  fields: readonly FieldDef[];
  props: Readonly<Record<string, unknown>>;
  images: Readonly<Record<string, ImageEntry[] | undefined>>;
  files: Readonly<Record<string, unknown[] | undefined>>;
  /** Put before a field's name in problems: `typeData.` for page-level fields. */
  prefix: string;
}

export interface FieldValue {
  def: Exclude<FieldDef, { type: 'image' | 'file' | 'list' }>;
  value: unknown;
  /** Where it is inside its holder: `html`, `columns.1.html`. */
  path: string;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** The blocks in page order (those of unknown types skipped), then the page-type data. */
export function holders(subject: CheckSubject): Holder[] {
  const blocks: Holder[] = subject.blocks.flatMap((block) => {
    const type = subject.model.blockType(block.type);
    return type
      ? [{ blockKey: block.key, blockType: block.type, fields: type.fields, props: block.props, images: block.__images, files: block.__files, prefix: '' }]
      : [];
  });
  const { __images, __files, ...props } = subject.typeData as Record<string, unknown>;
  const images = (isObject(__images) ? __images : {}) as Holder['images'];
  const files = (isObject(__files) ? __files : {}) as Holder['files'];
  return [...blocks, { blockKey: null, blockType: null, fields: subject.pageType.fields, props, images, files, prefix: 'typeData.' }];
}

/** Every value of a holder's fields that is not media, list items' fields included. */
export function* fieldValues(fields: readonly FieldDef[], props: Readonly<Record<string, unknown>>, prefix = ''): Generator<FieldValue> {
  for (const def of fields) {
    const value = props[def.name];
    if (def.type === 'image' || def.type === 'file') continue;
    if (def.type === 'list') {
      if (!Array.isArray(value)) continue;
      for (const [index, item] of value.entries()) {
        if (typeof item === 'object' && item !== null) yield* fieldValues(def.fields, item as Record<string, unknown>, `${prefix}${def.name}.${index}.`);
      }
      continue;
    }
    yield { def, value, path: `${prefix}${def.name}` };
  }
}

/** Whitespace folded, ends trimmed. */
export const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();
