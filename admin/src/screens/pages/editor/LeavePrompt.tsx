import { useBeforeUnload, useBlocker } from 'react-router';
import { SaveOrDiscardDialog } from './SaveOrDiscardDialog';

interface LeavePromptProps {
  dirty: boolean;
  onSave(): Promise<boolean>;
}

/**
 * Asks before leaving the editor with unsaved changes: within the admin (any navigation,
 * a sibling's editor too) with the save-or-leave choice, and on tab close or reload through
 * the browser's own prompt, the only one a page may show then.
 */
export function LeavePrompt({ dirty, onSave }: LeavePromptProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useBeforeUnload((event) => {
    if (dirty) event.preventDefault();
  });
  if (blocker.state !== 'blocked') return null;
  return (
    <SaveOrDiscardDialog
      title="editor.leave.title"
      message="editor.leave.message"
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
