import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useText } from '@blokwerk/admin/extension';
import type { HighlightProblem } from './highlight-documents';

interface HighlightRowProps {
  id: number;
  title: string;
  /** Why the site skips it (its slot goes to the next open vacancy); null or absent while open. */
  problem?: HighlightProblem;
  position: number;
  count: number;
  onMove(from: number, to: number): void;
  onRemove(): void;
}

/**
 * One highlighted vacancy: dragged by its handle (or moved with the arrow keys on it), or with the up
 * and down buttons; warned about when the site cannot show it.
 */
export function HighlightRow({ id, title, problem, position, count, onMove, onRemove }: HighlightRowProps) {
  const text = useText();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id });
  return (
    <ListItem
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      divider
      secondaryAction={
        <>
          <IconButton aria-label={text('highlights.up', { title })} disabled={position === 0} onClick={() => onMove(position, position - 1)}>
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton aria-label={text('highlights.down', { title })} disabled={position === count - 1} onClick={() => onMove(position, position + 1)}>
            <ArrowDownwardIcon />
          </IconButton>
          <IconButton aria-label={text('highlights.remove', { title })} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        </>
      }
    >
      <IconButton ref={setActivatorNodeRef} aria-label={text('highlights.drag', { title })} {...attributes} {...listeners} sx={{ mr: 1, cursor: 'grab' }}>
        <DragIndicatorIcon />
      </IconButton>
      <ListItemText
        primary={`${position + 1}. ${title}`}
        secondary={problem ? text(`highlights.problem.${problem}`) : undefined}
        slotProps={{ secondary: { color: 'warning.main', role: 'status' } }}
      />
    </ListItem>
  );
}
