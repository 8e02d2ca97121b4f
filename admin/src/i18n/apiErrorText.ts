import type { IntlShape } from 'react-intl';
import type { ApiErrorItem } from '../api/apiError';
import { fieldLabelId, type FieldLabelOverrides } from './fieldLabels';
import { isMessageId } from './messages';

/**
 * The catalogue message of an error about a field labelled `label` (V_01 names it inside the
 * sentence); "Error (code: X)" for a code the catalogue lacks.
 */
export function errorMessageAbout(intl: IntlShape, error: ApiErrorItem, label: string): string {
  const id = `error.${error.code}`;
  return isMessageId(id) ? intl.formatMessage({ id }, { field: label }) : intl.formatMessage({ id: 'error.fallback' }, { code: error.code });
}

/** The catalogue message of an error and its property's label (none for an internal property). */
function worded(intl: IntlShape, error: ApiErrorItem, labels?: FieldLabelOverrides): { message: string; label?: string } {
  const labelId = fieldLabelId(error.property, labels);
  const label = labelId ? intl.formatMessage({ id: labelId }) : undefined;
  return { message: errorMessageAbout(intl, error, label ?? intl.formatMessage({ id: 'field.generic' })), label };
}

/**
 * A message from the error code and the property label ("Password: needs 1
 * uppercase and 1 special character."); "Error (code: X)" for a code the catalogue lacks.
 * V_01 names its field inside the sentence instead.
 */
export function apiErrorText(intl: IntlShape, error: ApiErrorItem, labels?: FieldLabelOverrides): string {
  const { message, label } = worded(intl, error, labels);
  return label && error.code !== 'V_01' ? intl.formatMessage({ id: 'error.withField' }, { field: label, message }) : message;
}

/**
 * The same message without the label in front ("needs 1 uppercase and 1 special character."),
 * for under the field itself, whose label is right there; V_01 still names its field.
 */
export function apiErrorMessage(intl: IntlShape, error: ApiErrorItem, labels?: FieldLabelOverrides): string {
  return worded(intl, error, labels).message;
}
