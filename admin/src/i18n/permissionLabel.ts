import type { IntlShape } from 'react-intl';
import { isMessageId } from './messages';

/** A permission's name in the interface language; its technical name when the catalogue lacks it. */
export function permissionLabel(intl: IntlShape, permission: string): string {
  const id = `permission.${permission}`;
  return isMessageId(intl.messages, id) ? intl.formatMessage({ id }) : permission;
}
