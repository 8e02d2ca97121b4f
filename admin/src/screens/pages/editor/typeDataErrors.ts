import type { IntlShape } from 'react-intl';
import type { ApiErrorItem } from '../../../api/apiError';
import { labelledErrorText } from '../../../i18n/apiErrorText';

/** The page-type field an error concerns (`typeData.hoursMin`, `typeData.__images.photo.0`): its name. */
export function typeDataErrorField(error: ApiErrorItem): string | undefined {
  return /^typeData\.(?:__images\.|__files\.)?([^.]+)/.exec(error.property ?? '')?.[1];
}

/**
 * An error about the page type's own fields (`typeData.hoursMin`, `typeData.__images.photo.0`)
 * worded with the field's label; undefined for other errors.
 */
export function typeDataErrorText(intl: IntlShape, error: ApiErrorItem, fields: readonly { name: string; label: string }[]): string | undefined {
  const name = typeDataErrorField(error);
  if (name === undefined) return undefined;
  return labelledErrorText(intl, error, fields.find((field) => field.name === name)?.label);
}
