import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../../../api/apiError';
import { BlockCard, type BlockAction } from './BlockCard';
import type { InsertableBlock } from './blockSearch';
import type { EditorBlock, FieldContent } from './content';
import { errorsBelow, type FieldContext, type FieldDef } from './fields/fieldTypes';
import { useBlockFocus } from './useBlockFocus';

export interface BlockTypeInfo extends InsertableBlock {
  summaryField?: string | null;
  fields: readonly FieldDef[];
}

interface BlockListProps {
  blocks: readonly EditorBlock[];
  blockTypes: ReadonlyMap<string, BlockTypeInfo>;
  /** The last store's errors, by block key (the list may have been reordered since). */
  errorsByKey: ReadonlyMap<string, readonly ApiErrorItem[]>;
  context: FieldContext;
  onContent(key: string, content: FieldContent): void;
  onMove(from: number, to: number): void;
  onAction(key: string, action: BlockAction): void;
  /** Opens the block picker for the first block of an empty page. */
  onInsertFirst(): void;
}

/** The page's blocks in order: reordered by dragging (pointer or keyboard) or with the move buttons. */
export function BlockList({ blocks, blockTypes, errorsByKey, context, onContent, onMove, onAction, onInsertFirst }: BlockListProps) {
  const intl = useIntl();
  useBlockFocus(blocks, (key) => (key === undefined ? onInsertFirst() : onAction(key, 'insertBelow')));
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so clicks on the handle stay clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (key: string | number) => blocks.findIndex((block) => block.key === key) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => intl.formatMessage({ id: 'editor.drag.start' }, { position: position(active.id) }),
    onDragOver: ({ over }) => (over ? intl.formatMessage({ id: 'editor.drag.over' }, { position: position(over.id) }) : undefined),
    onDragEnd: ({ over }) =>
      over ? intl.formatMessage({ id: 'editor.drag.end' }, { position: position(over.id) }) : intl.formatMessage({ id: 'editor.drag.cancel' }),
    onDragCancel: () => intl.formatMessage({ id: 'editor.drag.cancel' }),
  };

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(position(active.id) - 1, position(over.id) - 1);
  };

  if (blocks.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {intl.formatMessage({ id: 'editor.blocks.empty' })}
      </Typography>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: intl.formatMessage({ id: 'editor.drag.instructions' }) } }}
    >
      <SortableContext items={blocks.map((block) => block.key)} strategy={verticalListSortingStrategy}>
        <Stack spacing={2}>
          {blocks.map((block, index) => (
            <BlockCard
              key={block.key}
              block={block}
              index={index}
              count={blocks.length}
              blockType={blockTypes.get(block.type)}
              errors={errorsByKey.get(block.key) ?? []}
              context={context}
              onContent={(content) => onContent(block.key, content)}
              onAction={(action) => onAction(block.key, action)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

/** A failed store's errors about blocks (`blocks.3.props.title`), by the key of the block at that index when it was sent. */
export function errorsByBlockKey(errors: readonly ApiErrorItem[], sent: readonly EditorBlock[]): Map<string, ApiErrorItem[]> {
  return new Map(sent.map((block, index) => [block.key, errorsBelow(errors, `blocks.${index}`)]));
}
