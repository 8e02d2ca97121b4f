import { useState, type DragEvent } from 'react';

/** The type under which the library's own drags carry the keys of the items dragged. */
const MEDIA_ITEMS = 'application/x-blokwerk-media-items';

/** Starts a drag of library items (their selection keys); files from the desktop stay the upload zone's. */
export function startItemDrag(event: DragEvent, keys: readonly string[]): void {
  event.dataTransfer.setData(MEDIA_ITEMS, JSON.stringify(keys));
  event.dataTransfer.effectAllowed = 'move';
}

function draggedKeys(event: DragEvent): string[] {
  try {
    const keys: unknown = JSON.parse(event.dataTransfer.getData(MEDIA_ITEMS));
    return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

export interface DropTarget {
  /** An item is dragged over it: shown highlighted. */
  over: boolean;
  handlers: {
    onDragOver(event: DragEvent): void;
    onDragLeave(): void;
    onDrop(event: DragEvent): void;
  };
}

/** A folder that takes library items dropped on it (only those: other drags pass by). */
export function useDropTarget(onDrop: ((keys: string[]) => void) | undefined): DropTarget {
  const [over, setOver] = useState(false);
  const accepts = (event: DragEvent) => onDrop !== undefined && event.dataTransfer.types.includes(MEDIA_ITEMS);
  return {
    over,
    handlers: {
      onDragOver(event) {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop(event) {
        setOver(false);
        if (!accepts(event)) return;
        event.preventDefault();
        event.stopPropagation();
        const keys = draggedKeys(event);
        if (keys.length > 0) onDrop?.(keys);
      },
    },
  };
}

/** The highlight of a drop target an item is dragged over. */
export const dropHighlight = (over: boolean) => (over ? { outline: 2, outlineStyle: 'dashed', outlineColor: 'primary.main', bgcolor: 'action.hover' } : {});
