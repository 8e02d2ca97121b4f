import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useText } from '@blokwerk/admin/extension';
import type { VacancyOption } from './highlight-documents';

interface SelectVacancyDialogProps {
  open: boolean;
  /** Published vacancies not highlighted yet. */
  options: readonly VacancyOption[];
  onConfirm(id: number): void;
  onClose(): void;
}

/** 'Vacature Selectie': one published vacancy to add, confirmed with 'Bevestig'. */
export function SelectVacancyDialog({ open, options, onConfirm, onClose }: SelectVacancyDialogProps) {
  const text = useText();
  const titleId = useId();
  const [chosen, setChosen] = useState<number | undefined>();
  const close = () => {
    setChosen(undefined);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text('highlights.select.title')}</DialogTitle>
      <DialogContent>
        {options.length === 0 ? (
          <Typography>{text('highlights.select.none')}</Typography>
        ) : (
          <RadioGroup aria-labelledby={titleId} value={chosen ?? ''} onChange={(event) => setChosen(Number(event.target.value))}>
            {options.map((option) => (
              <FormControlLabel key={option.id} value={option.id} control={<Radio />} label={option.title} />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{text('highlights.cancel')}</Button>
        <Button
          variant="contained"
          disabled={chosen === undefined}
          onClick={() => {
            if (chosen !== undefined) onConfirm(chosen);
            close();
          }}
        >
          {text('highlights.select.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
