import type { ComponentType } from 'react';
import type { ApiErrorItem } from '../../../../api/apiError';
import type { ContentFieldPartsFragment } from '../../../../gql/graphql';
import type { FieldContent } from '../content';

/** A registry field as the content model query gives it; list fields carry their item fields. */
export type FieldDef = ContentFieldPartsFragment & { fields?: readonly FieldDef[] | null };

/** What field inputs need to know of the page around them. */
export interface FieldContext {
  /** Anchor names on the page, for links to them. */
  anchors: readonly string[];
  /** The page's locale: internal links and the page picker start there. */
  locale: string;
  pageTypes: readonly { id: string; label: string }[];
}

/**
 * The errors about one field, from errors whose property paths are relative to the field set
 * (`text`, `columns.1.html`, `__images.image.0.altText`); paths inside the field stay relative to it.
 */
export function errorsInside(errors: readonly ApiErrorItem[], name: string): ApiErrorItem[] {
  return errors.flatMap((error) => {
    const path = (error.property ?? '').split('.');
    const rest = path[0] === '__images' || path[0] === '__files' ? path.slice(1) : path;
    if (rest[0] !== name) return [];
    const inner = rest.slice(1).join('.');
    return [inner === '' ? { code: error.code } : { code: error.code, property: inner }];
  });
}

/** The errors below a path prefix (`blocks.3`), with the prefix taken off. */
export function errorsBelow(errors: readonly ApiErrorItem[], prefix: string): ApiErrorItem[] {
  return errors.flatMap((error) => {
    const property = error.property ?? '';
    if (property !== prefix && !property.startsWith(`${prefix}.`)) return [];
    const inner = property.slice(prefix.length + 1);
    return [inner === '' ? { code: error.code } : { code: error.code, property: inner }];
  });
}

export interface FieldsFormProps {
  fields: readonly FieldDef[];
  content: FieldContent;
  onChange(content: FieldContent): void;
  /** Errors with property paths relative to this set of fields. */
  errors: readonly ApiErrorItem[];
  context: FieldContext;
}

/** The form of a set of fields (FieldsForm), handed down so a list field nests one without importing it. */
export type NestedFieldsForm = ComponentType<FieldsFormProps>;
