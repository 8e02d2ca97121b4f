import type { IntlShape } from 'react-intl';
import type { ApiErrorItem } from '../api/rest';
import { isMessageId } from './messages';

/** SPEC.md §8: the catalogue text for an error code, else "Error (code: X)". */
export function apiErrorText(intl: IntlShape, error: ApiErrorItem): string {
  const id = `error.${error.code}`;
  if (isMessageId(id)) return intl.formatMessage({ id });
  return intl.formatMessage({ id: 'error.fallback' }, { code: error.code });
}
