import type { KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core';

const STEPS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Arrow keys move a lifted card to the next or previous column in the pipeline's order (right and
 * down: next; left and up: previous), whatever the columns' layout (they wrap on narrow screens):
 * the card is placed at the top of that column, so the column is where it would be dropped.
 */
export function columnKeyboardCoordinates(
  columnIDs: readonly UniqueIdentifier[],
  startColumn: (active: UniqueIdentifier) => UniqueIdentifier | undefined,
): KeyboardCoordinateGetter {
  return (event, { active, context: { over, droppableRects, collisionRect } }) => {
    const step = STEPS[event.code];
    if (step === undefined || !collisionRect) return undefined;
    event.preventDefault();
    const current = columnIDs.indexOf(over?.id ?? startColumn(active) ?? '');
    const target = columnIDs[Math.min(columnIDs.length - 1, Math.max(0, current + step))];
    const rect = target === undefined ? undefined : droppableRects.get(target);
    if (!rect) return undefined;
    return { x: rect.left + Math.max(0, (rect.width - collisionRect.width) / 2), y: rect.top + 8 };
  };
}
