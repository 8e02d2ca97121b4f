import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../../../../api/apiError';
import { errorMessageAbout } from '../../../../i18n/apiErrorText';

/** The messages a field shows under itself for the server's errors about it (each once). */
export function useFieldMessages(label: string, errors: readonly ApiErrorItem[]): string[] {
  const intl = useIntl();
  return [...new Set(errors.map((error) => errorMessageAbout(intl, error, label)))];
}
