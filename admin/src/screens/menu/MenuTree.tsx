import Typography from '@mui/material/Typography';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { INDENT_PX, MenuItemRow, type RowAction } from './MenuItemRow';
import { canIndent, moveRow, type DraftItem } from './menuDraft';

interface MenuTreeProps {
  items: readonly DraftItem[];
  onChange(items: DraftItem[]): void;
  onAction(index: number, action: RowAction): void;
  /** The row being edited and its inline form. */
  editing: { key: string; form: ReactNode } | null;
}

/**
 * The menu as an indented list: rows are dragged (pointer or keyboard) to another place, and
 * dragged sideways to nest them (one level per indent); the indent buttons nest from the keyboard.
 */
export function MenuTree({ items, onChange, onAction, editing }: MenuTreeProps) {
  const intl = useIntl();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (key: string | number) => items.findIndex((item) => item.key === key);
  const labelOf = (key: string | number) => items[indexOf(key)]?.label ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => intl.formatMessage({ id: 'menu.drag.start' }, { label: labelOf(active.id) }),
    onDragOver: ({ over }) => (over ? intl.formatMessage({ id: 'menu.drag.over' }, { label: labelOf(over.id) }) : undefined),
    onDragEnd: ({ over }) => (over ? intl.formatMessage({ id: 'menu.drag.end' }, { label: labelOf(over.id) }) : intl.formatMessage({ id: 'menu.drag.cancel' })),
    onDragCancel: () => intl.formatMessage({ id: 'menu.drag.cancel' }),
  };

  const dragEnd = ({ active, over, delta }: DragEndEvent) => {
    if (!over) return;
    const depthChange = Math.round(delta.x / INDENT_PX);
    if (active.id === over.id && depthChange === 0) return;
    onChange(moveRow(items, indexOf(active.id), indexOf(over.id), depthChange));
  };

  if (items.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {intl.formatMessage({ id: 'menu.empty' })}
      </Typography>
    );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: intl.formatMessage({ id: 'menu.drag.instructions' }) } }}
    >
      <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <ul aria-label={intl.formatMessage({ id: 'menu.tree.label' })} style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 0, margin: 0 }}>
          {items.map((item, index) => (
            <MenuItemRow
              key={item.key}
              item={item}
              canIndent={canIndent(items, index)}
              onAction={(action) => onAction(index, action)}
              editor={editing?.key === item.key ? editing.form : undefined}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
