import type { IntlShape } from 'react-intl';
import type { ApiErrorItem } from '../api/apiError';
import { fieldLabelId, type FieldLabelOverrides } from './fieldLabels';
import { isMessageId } from './messages';

/**
 * SPEC.md §8: a message from the error code and the property label ("Password: needs 1
 * uppercase and 1 special character."); "Error (code: X)" for a code the catalogue lacks.
 * V_01 names its field inside the sentence instead.
 */
export function apiErrorText(intl: IntlShape, error: ApiErrorItem, labels?: FieldLabelOverrides): string {
  const id = `error.${error.code}`;
  if (!isMessageId(id)) return intl.formatMessage({ id: 'error.fallback' }, { code: error.code });
  const labelId = fieldLabelId(error.property, labels);
  const label = labelId ? intl.formatMessage({ id: labelId }) : undefined;
  const message = intl.formatMessage({ id }, { field: label ?? intl.formatMessage({ id: 'field.generic' }) });
  return label && error.code !== 'V_01' ? intl.formatMessage({ id: 'error.withField' }, { field: label, message }) : message;
}
