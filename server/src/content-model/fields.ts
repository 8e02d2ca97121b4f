import type { LocalizedText } from './labels.js';

/**
 * The field types a page type or block type is built from. The server validates
 * values against them; the admin renders its forms from them (exposed through GraphQL).
 */
interface FieldBase {
  /** Property name in the block's props (or the page's typeData). */
  name: string;
  label: LocalizedText;
  required?: boolean;
  help?: LocalizedText;
}

export interface TextField extends FieldBase {
  type: 'text';
  minLength?: number;
  maxLength?: number;
  multiline?: boolean;
}

export interface RichTextField extends FieldBase {
  type: 'richText';
  /** Limit on the HTML's text content, not its markup. */
  maxLength?: number;
}

export interface NumberField extends FieldBase {
  type: 'number';
  min?: number;
  max?: number;
  integer?: boolean;
}

export interface BooleanField extends FieldBase {
  type: 'boolean';
  /** The value a new page or block starts with (the server fills it in when none is sent); none: unset (unticked). */
  default?: boolean;
}

export interface SelectField extends FieldBase {
  type: 'select';
  options: readonly { value: string; label: LocalizedText }[];
  /** The value a new block starts with; a required select without one starts at its first option. */
  default?: string;
}

export interface DateField extends FieldBase {
  type: 'date';
}

/** A link of one of the editor's kinds: external, internal (page), anchor, mail, phone. */
export interface LinkField extends FieldBase {
  type: 'link';
}

/** Media library images, stored in the block's `__images` map as image entries (`imageEntry` in schemas.ts). */
export interface ImageField extends FieldBase {
  type: 'image';
  multiple?: boolean;
  /** The editor may crop (cropParams). */
  crop?: boolean;
}

/** Media library files, stored in the block's `__files` map. */
export interface FileField extends FieldBase {
  type: 'file';
  multiple?: boolean;
}

/** A YouTube or Vimeo link. */
export interface VideoField extends FieldBase {
  type: 'video';
}

/** The id of a registered page type (e.g. for a block that lists pages of that type). */
export interface PageTypeField extends FieldBase {
  type: 'pageType';
}

/** A repeatable group of fields. */
export interface ListField extends FieldBase {
  type: 'list';
  fields: readonly FieldDef[];
  /** What one item is called, in lower case ("column"): the admin's "Add column" and "Column 2". */
  itemLabel?: LocalizedText;
  minItems?: number;
  maxItems?: number;
}

export type FieldDef =
  | TextField
  | RichTextField
  | NumberField
  | BooleanField
  | SelectField
  | DateField
  | LinkField
  | ImageField
  | FileField
  | VideoField
  | PageTypeField
  | ListField;

export type FieldType = FieldDef['type'];

/** Fields whose values live in the block's `__images` / `__files` maps rather than in props. */
export const isMediaField = (field: FieldDef): field is ImageField | FileField => field.type === 'image' || field.type === 'file';

/** The value a field starts at and the server fills in when none is sent: a select's (selectDefault), a yes/no field's default. */
export function fieldDefault(field: FieldDef): string | boolean | undefined {
  if (field.type === 'select') return selectDefault(field);
  return field.type === 'boolean' ? field.default : undefined;
}

/** The value a select starts at (and the server fills in when none is sent): its default, else a required one's first option. */
export function selectDefault(field: SelectField): string | undefined {
  return field.default ?? (field.required ? field.options[0]?.value : undefined);
}
