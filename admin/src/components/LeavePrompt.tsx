import { useBeforeUnload, useBlocker } from 'react-router';
import type { MessageId } from '../i18n/messages';
import { SaveOrDiscardDialog } from './SaveOrDiscardDialog';

interface LeavePromptProps {
  dirty: boolean;
  onSave(): Promise<boolean>;
  /** What is unsaved; a page editor's changes by default. */
  message?: MessageId;
}

/**
 * Asks before leaving an editor with unsaved changes: within the admin (any navigation,
 * a sibling's editor too) with the save-or-leave choice, and on tab close or reload through
 * the browser's own prompt, the only one a page may show then.
 */
export function LeavePrompt({ dirty, onSave, message = 'editor.leave.message' }: LeavePromptProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useBeforeUnload((event) => {
    if (dirty) event.preventDefault();
  });
  if (blocker.state !== 'blocked') return null;
  return (
    <SaveOrDiscardDialog
      title="editor.leave.title"
      message={message}
      saveLabel="editor.leave.save"
      discardLabel="editor.leave.discard"
      onSave={async () => {
        const saved = await onSave();
        if (saved) blocker.proceed();
        return saved;
      }}
      onDiscard={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}
