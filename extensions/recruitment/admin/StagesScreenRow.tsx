import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useText } from '@blokwerk/admin/extension';
import { labelIn, RETENTION_DAYS, STAGE_KINDS, STAGE_LABEL_LOCALES, type StageInput } from './pipeline-documents';

/** A stage being edited; `key` tells the rows apart for dragging (a new stage has no id yet). */
export interface DraftStage extends StageInput {
  key: string;
}

interface StageRowProps {
  stage: DraftStage;
  position: number;
  count: number;
  onChange(stage: DraftStage): void;
  onMove(from: number, to: number): void;
  onRemove(): void;
}

/**
 * One stage: its label in each admin language, its kind and retention days; dragged by its
 * handle (or moved with the arrow keys on it), or with the up and down buttons.
 */
export function StageRow({ stage, position, count, onChange, onMove, onRemove }: StageRowProps) {
  const text = useText();
  const { locale: adminLocale } = useIntl();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id: stage.key });
  // In the admin's language, as the applications show it; the English name stands in for a missing one.
  const name = labelIn(stage.labels, adminLocale) || text('stages.unnamed');
  const field = `stage-${stage.key}`;
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{ p: 2, listStyle: 'none' }}
      aria-label={text('stages.row', { position: position + 1, name })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <IconButton ref={setActivatorNodeRef} aria-label={text('stages.drag', { name })} {...attributes} {...listeners} sx={{ cursor: 'grab' }}>
          <DragIndicatorIcon />
        </IconButton>
        <Typography component="h2" variant="subtitle1" sx={{ flexGrow: 1 }}>{`${position + 1}. ${name}`}</Typography>
        <IconButton aria-label={text('stages.up', { name })} disabled={position === 0} onClick={() => onMove(position, position - 1)}>
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton aria-label={text('stages.down', { name })} disabled={position === count - 1} onClick={() => onMove(position, position + 1)}>
          <ArrowDownwardIcon />
        </IconButton>
        <IconButton aria-label={text('stages.remove', { name })} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {STAGE_LABEL_LOCALES.map((locale) => (
          <TextField
            key={locale}
            id={`${field}-${locale}`}
            size="small"
            label={text(`stages.label.${locale}`)}
            value={stage.labels[locale]}
            required={locale === 'en'}
            onChange={(event) => onChange({ ...stage, labels: { ...stage.labels, [locale]: event.target.value } })}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
        ))}
        <TextField
          id={`${field}-kind`}
          select
          size="small"
          label={text('stages.kind')}
          value={stage.kind}
          onChange={(event) => onChange({ ...stage, kind: event.target.value })}
          sx={{ minWidth: 140 }}
        >
          {STAGE_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {text(`stages.kind.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id={`${field}-days`}
          type="number"
          size="small"
          label={text('stages.retentionDays')}
          value={stage.retentionDays}
          onChange={(event) => onChange({ ...stage, retentionDays: Number(event.target.value) })}
          slotProps={{ htmlInput: { min: RETENTION_DAYS.min, max: RETENTION_DAYS.max, step: 1 } }}
          sx={{ maxWidth: 160 }}
        />
      </Stack>
    </Paper>
  );
}
