import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { ErrorList, useSubmission, useText } from '@blokwerk/admin/extension';
import { MoveMailFields } from '../candidate-mails/MoveMailFields';
import { MoveApplicationMutation, type BoardStage } from './board-documents';

/** What is moved: the application, and the stage it is in now. */
export interface MoveTarget {
  applicationID: number;
  name: string;
  fromStageID: number;
  /** Preselected (a card dropped on a column); else the recruiter picks one. */
  toStageID?: number;
}

interface MoveDialogProps {
  /** Null: closed. */
  move: MoveTarget | null;
  /** The stages of the application's pipeline, in order. */
  stages: readonly BoardStage[];
  onClose(): void;
  /** After the server took the move (and the queries named in refetchQueries were fetched again). */
  onMoved(stageID: number): void | Promise<void>;
  /** Active queries the move changes, by operation name. */
  refetchQueries: readonly string[];
}

/** The form mounts afresh with each move, so nothing of a cancelled one is left over. */
export function MoveDialog({ move, ...props }: MoveDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={move !== null} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {move && <MoveForm move={move} titleId={titleId} {...props} />}
    </Dialog>
  );
}

/**
 * The target stage, a note, and the stage's candidate mail (MoveMailFields: ticked when the
 * stage has a template in the applicant's language): nothing moves and nothing is
 * mailed before Confirm.
 */
function MoveForm({ move, titleId, stages, onClose, onMoved, refetchQueries }: MoveDialogProps & { move: MoveTarget; titleId: string }) {
  const text = useText();
  const [moveApplication] = useMutation(MoveApplicationMutation, { refetchQueries: [...refetchQueries], awaitRefetchQueries: true });
  const [stageID, setStageID] = useState<number | ''>(move.toStageID ?? '');
  const [note, setNote] = useState('');
  const [mail, setMail] = useState<{ subject: string; body: string } | null>(null);
  const { pending, errors, run } = useSubmission();
  const close = () => {
    if (!pending) onClose();
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (stageID === '') return;
    const input = { id: move.applicationID, stageID, note: note.trim() || undefined, mail: mail ?? undefined };
    if (await run(() => moveApplication({ variables: { input } }))) await onMoved(stageID);
  };

  return (
    <form onSubmit={(event) => void confirm(event)}>
      <DialogTitle id={titleId}>{text('board.move.title', { name: move.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select required label={text('board.move.stage')} value={stageID} onChange={(e) => setStageID(Number(e.target.value))}>
            {stages
              .filter((s) => s.id !== move.fromStageID)
              .map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.label}
                </MenuItem>
              ))}
          </TextField>
          <TextField
            label={text('board.move.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
          {stageID !== '' && <MoveMailFields key={stageID} applicationID={move.applicationID} stageID={stageID} onChange={setMail} />}
          <ErrorList errors={errors} title={text('board.move.failed')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          {text('board.move.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={stageID === ''} loading={pending}>
          {text('board.move.confirm')}
        </Button>
      </DialogActions>
    </form>
  );
}
