import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

type Values = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * Formats an extension's text by id in the interface language. Core's ids are typed from its
 * catalogues; an extension's are not known to core's types, so its screens use this instead.
 */
export function useText(): (id: string, values?: Values) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id: id as MessageId }, values);
}
