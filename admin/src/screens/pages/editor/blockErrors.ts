import type { IntlShape } from 'react-intl';
import type { ApiErrorItem } from '../../../api/apiError';
import { labelledErrorText } from '../../../i18n/apiErrorText';
import type { BlockTypeInfo } from './BlockList';
import { sameValue, type EditorBlock, type FieldContent } from './content';

/** The field a block's error concerns (`props.text`, `__images.image`, `props.columns.0.html`): its top-level name. */
export function blockErrorField(error: ApiErrorItem): string | undefined {
  return /^(?:props|__images|__files)\.([^.]+)/.exec(error.property ?? '')?.[1];
}

/** The fields whose values differ between two versions of a block's content. */
export function changedFields(before: FieldContent, after: FieldContent): Set<string> {
  const parts = ['values', 'images', 'files'] as const;
  const names = parts.flatMap((part) => [...Object.keys(before[part]), ...Object.keys(after[part])]);
  return new Set(names.filter((name) => parts.some((part) => !sameValue(before[part][name], after[part][name]))));
}

/**
 * An error about `blocks.{index}.…` worded with the block's type, its place and the field's
 * label ("Heading (block 3): The Text field is required."); undefined for other errors.
 */
export function blockErrorText(
  intl: IntlShape,
  error: ApiErrorItem,
  blocks: readonly EditorBlock[],
  blockTypes: ReadonlyMap<string, BlockTypeInfo>,
): string | undefined {
  const match = /^blocks\.(\d+)\.(.*)$/.exec(error.property ?? '');
  const index = Number(match?.[1]);
  const block = match ? blocks[index] : undefined;
  if (!block) return undefined;
  const blockType = blockTypes.get(block.type);
  const fieldName = blockErrorField({ code: error.code, property: match?.[2] });
  const fieldLabel = blockType?.fields.find((field) => field.name === fieldName)?.label;
  const message = labelledErrorText(intl, error, fieldLabel);
  return intl.formatMessage({ id: 'editor.error.inBlock' }, { type: blockType?.label ?? block.type, number: index + 1, message });
}
