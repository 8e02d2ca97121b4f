import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useText } from '@blokwerk/admin/extension';
import type { BoardCard as Card, BoardStage } from './board-documents';

interface BoardCardProps {
  card: Card;
  stage: BoardStage;
  stages: readonly BoardStage[];
  /** Opens the move dialog, with the stage chosen in the menu. */
  onMove(toStageID: number): void;
}

/** One application on the board: dragged by its handle (pointer, or Space and the arrow keys), or moved with its 'Move to…' menu. */
export function BoardCard({ card, stage, stages, onMove }: BoardCardProps) {
  const text = useText();
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({ id: card.id, data: { stageID: stage.id } });
  const choose = (stageID: number) => {
    setMenuAnchor(null);
    onMove(stageID);
  };

  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      aria-label={card.name}
      style={{ transform: CSS.Translate.toString(transform) }}
      sx={{ listStyle: 'none', p: 1, position: 'relative', zIndex: isDragging ? 2 : undefined, boxShadow: isDragging ? 6 : undefined }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          aria-label={text('board.drag', { name: card.name })}
          {...attributes}
          {...listeners}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <Stack sx={{ minWidth: 0, flex: 1 }}>
          <Link component={RouterLink} to={`/applications/${card.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {card.name}
          </Link>
          <Typography variant="body2">{card.vacancyTitle ?? text('applications.open')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {text('board.received', { date: new Date(card.createdAt) })}
          </Typography>
        </Stack>
      </Stack>
      <Button
        size="small"
        aria-haspopup="menu"
        aria-controls={menuAnchor ? menuId : undefined}
        aria-expanded={menuAnchor ? 'true' : undefined}
        onClick={(e) => setMenuAnchor(e.currentTarget)}
        sx={{ mt: 0.5 }}
      >
        {text('board.moveTo')}
      </Button>
      <Menu id={menuId} anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {stages
          .filter((s) => s.id !== stage.id)
          .map((s) => (
            <MenuItem key={s.id} onClick={() => choose(s.id)}>
              {s.label}
            </MenuItem>
          ))}
      </Menu>
    </Paper>
  );
}
