import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { useSubmission } from '../../lib/useSubmission';

/**
 * Runs one release call at a time: its pending state and errors, and the sentence that says
 * what it did (the screen announces it politely). While `reading`, it counts as pending too.
 */
export function useReleaseAction(reading: boolean) {
  const intl = useIntl();
  const submission = useSubmission();
  const [status, setStatus] = useState('');
  const act = async (done: MessageId, call: () => Promise<unknown>) => {
    setStatus('');
    const succeeded = await submission.run(call);
    if (succeeded) setStatus(intl.formatMessage({ id: done }));
    return succeeded;
  };
  return { act, status, pending: submission.pending || reading, errors: submission.errors };
}

export type ReleaseAction = ReturnType<typeof useReleaseAction>;
