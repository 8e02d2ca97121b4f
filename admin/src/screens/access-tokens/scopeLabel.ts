import type { IntlShape } from 'react-intl';
import { isMessageId } from '../../i18n/messages';

/** A scope's name in the interface language; its technical name when the catalogue lacks it (an extension's). */
export function scopeLabel(intl: IntlShape, scope: string): string {
  const id = `accessTokens.scope.${scope}`;
  return isMessageId(intl.messages, id) ? intl.formatMessage({ id }) : scope;
}
