import type { IntlShape } from 'react-intl';
import type { ApiErrorItem } from '../api/apiError';
import { fieldLabelId, type FieldLabelOverrides } from './fieldLabels';
import { isMessageId } from './messages';

/**
 * The catalogue message of an error about a field labelled `label` (V_01 names it inside the
 * sentence; without a label it says "This field"); "Error (code: X)" for a code the catalogue lacks.
 */
export function errorMessageAbout(intl: IntlShape, error: ApiErrorItem, label: string | undefined): string {
  const id = `error.${error.code}`;
  if (!isMessageId(intl.messages, id)) return intl.formatMessage({ id: 'error.fallback' }, { code: error.code });
  return label === undefined && error.code === 'V_01' ? intl.formatMessage({ id: 'error.V_01.unlabelled' }) : intl.formatMessage({ id }, { field: label });
}

/**
 * A message from the error code and its field's label ("Password: needs 1 uppercase and 1
 * special character."); V_01 names its field inside the sentence instead.
 */
export function labelledErrorText(intl: IntlShape, error: ApiErrorItem, label: string | undefined): string {
  const message = errorMessageAbout(intl, error, label);
  return label !== undefined && error.code !== 'V_01' ? intl.formatMessage({ id: 'error.withField' }, { field: label, message }) : message;
}

function labelOf(intl: IntlShape, error: ApiErrorItem, labels?: FieldLabelOverrides): string | undefined {
  const labelId = fieldLabelId(error.property, labels);
  return labelId ? intl.formatMessage({ id: labelId }) : undefined;
}

/** The message of an error with its property's label (none for an internal property); "Error (code: X)" for a code the catalogue lacks. */
export function apiErrorText(intl: IntlShape, error: ApiErrorItem, labels?: FieldLabelOverrides): string {
  return labelledErrorText(intl, error, labelOf(intl, error, labels));
}

/**
 * The same message without the label in front ("needs 1 uppercase and 1 special character."),
 * for under the field itself, whose label is right there; V_01 still names its field.
 */
export function apiErrorMessage(intl: IntlShape, error: ApiErrorItem, labels?: FieldLabelOverrides): string {
  return errorMessageAbout(intl, error, labelOf(intl, error, labels));
}
