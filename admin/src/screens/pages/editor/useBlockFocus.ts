import { useEffect, useRef } from 'react';
import type { EditorBlock } from './content';

/** Whether a key press goes to something that takes text (where "/" is a character, not a shortcut). */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"], [role="textbox"], [role="combobox"]') !== null;
}

const cardOf = (key: string) => document.querySelector<HTMLElement>(`[data-block-key="${CSS.escape(key)}"]`);

/** Moves focus into a block's card: its first field when it has one, else the card. False when the card is not shown. */
export function focusBlock(key: string): boolean {
  const card = cardOf(key);
  const field = card?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select, [contenteditable="true"], button[aria-haspopup="dialog"]');
  (field ?? card)?.focus();
  return card !== null;
}

/**
 * The block list's keyboard behaviour: "/" outside a text field opens the block picker below the
 * block holding focus (or the last one; on an empty page, as the first), like Gutenberg; a block that appears in the list (added
 * or replaced) takes focus, in its first field when it has one.
 */
export function useBlockFocus(blocks: readonly EditorBlock[], insertBelow: (key: string | undefined) => void): void {
  const latest = useRef({ blocks, insertBelow });
  useEffect(() => {
    latest.current = { blocks, insertBelow };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || typingIn(event.target)) return;
      // Another dialog open: the shortcut belongs to the page behind it.
      if (document.querySelector('[role="dialog"]')) return;
      const { blocks: current, insertBelow: insert } = latest.current;
      const focused =
        document.activeElement instanceof HTMLElement ? document.activeElement.closest<HTMLElement>('[data-block-key]')?.dataset.blockKey : undefined;
      event.preventDefault();
      insert(focused ?? current.at(-1)?.key);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const known = useRef<ReadonlySet<string> | null>(null);
  const keys = blocks.map((block) => block.key).join(' ');
  useEffect(() => {
    const now = new Set(keys === '' ? [] : keys.split(' '));
    const previous = known.current;
    known.current = now;
    // The first render and a whole new set of blocks (another version loaded) move no focus.
    const added = previous === null ? [] : [...now].filter((key) => !previous.has(key));
    if (added.length !== 1 || added[0] === undefined) return;
    focusBlock(added[0]);
  }, [keys]);
}
