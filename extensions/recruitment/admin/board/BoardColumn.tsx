import { useDroppable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useText } from '@blokwerk/admin/extension';
import { BoardCard } from './BoardCard';
import type { BoardColumn as Column, BoardStage } from './board-documents';

interface BoardColumnProps {
  column: Column;
  stages: readonly BoardStage[];
  onMove(applicationID: number, toStageID: number): void;
}

/** A stage: its label and count as the heading, its applications as cards, and a drop target. */
export function BoardColumn({ column: { stage, count, applications }, stages, onMove }: BoardColumnProps) {
  const text = useText();
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: stage.id });
  return (
    <Paper
      component="section"
      ref={setNodeRef}
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: 1,
        minHeight: 160,
        bgcolor: isOver ? 'action.hover' : 'background.default',
        outline: isOver ? 2 : 0,
        outlineColor: 'primary.main',
        outlineStyle: 'solid',
      }}
    >
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 0.5, pb: 1 }}>
        {text('board.column', { label: stage.label, count })}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexDirection: 'column', gap: 1, m: 0, p: 0 }}>
        {applications.map((card) => (
          <BoardCard key={card.id} card={card} stage={stage} stages={stages} onMove={(to) => onMove(card.id, to)} />
        ))}
      </Box>
      {count > applications.length && (
        <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
          {text('board.more', { count: count - applications.length })}
        </Typography>
      )}
      {count === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
          {text('board.empty')}
        </Typography>
      )}
    </Paper>
  );
}
