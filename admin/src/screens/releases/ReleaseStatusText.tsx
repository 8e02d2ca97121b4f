import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

const STATUS_TEXT: Record<string, MessageId> = {
  open: 'releases.status.open',
  'in-review': 'releases.status.in-review',
  approved: 'releases.status.approved',
  'changes-requested': 'releases.status.changes-requested',
  scheduled: 'releases.status.scheduled',
  published: 'releases.status.published',
  'rolled-back': 'releases.status.rolled-back',
};

/** A release's status in the interface's language (the server's word when it is a new one). */
export function ReleaseStatusText({ status }: { status: string }) {
  const intl = useIntl();
  const id = STATUS_TEXT[status];
  return <>{id ? intl.formatMessage({ id }) : status}</>;
}
