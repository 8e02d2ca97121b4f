import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { ErrorList } from '../../../components/ErrorList';
import { useSubmission } from '../../../lib/useSubmission';
import { focalPointOf, type FocalPoint } from '../picker/focalPoint';
import type { PickerFile } from '../picker/mediaDocuments';
import { SetMediaFocalPoint } from './libraryDocuments';

/** An arrow key's step, in fractions of the image: a coarse one, and with Shift a fine one. */
const STEP = 0.05;
const FINE_STEP = 0.01;
const MOVES: Record<string, FocalPoint> = { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 } };

const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
const percent = (fraction: number) => Math.round(fraction * 100);

/**
 * The image's focal point, set on its preview: a click puts it there, the arrow keys move it
 * (Shift for small steps); "Save focal point" stores it, "Centre" clears it. Every crop without
 * a box chosen per use keeps this point in view.
 */
export function FocalPointPicker({ file, onSaved }: { file: PickerFile; onSaved(file: PickerFile): void }) {
  const intl = useIntl();
  const stored = focalPointOf(file);
  const [point, setPoint] = useState<FocalPoint>(stored ?? { x: 0.5, y: 0.5 });
  const [saved, setSaved] = useState(false);
  const { pending, errors, run } = useSubmission();
  const [save] = useMutation(SetMediaFocalPoint);

  const choose = (next: FocalPoint) => {
    setPoint({ x: clamp(next.x), y: clamp(next.y) });
    setSaved(false);
  };
  const store = async (focal: FocalPoint | null) => {
    const done = await run(async () => {
      const { data } = await save({ variables: { id: file.id, focalX: focal?.x ?? null, focalY: focal?.y ?? null } });
      if (data) onSaved(data.setMediaFocalPoint);
    });
    if (done && !focal) setPoint({ x: 0.5, y: 0.5 });
    setSaved(done);
  };
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    // Before the preview has loaded it has no size to point in.
    if (box.width === 0 || box.height === 0) return;
    choose({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const step = event.shiftKey ? FINE_STEP : STEP;
    choose({ x: point.x + move.x * step, y: point.y + move.y * step });
  };

  return (
    <Box sx={{ my: 1 }}>
      <Box
        component="section"
        tabIndex={0}
        aria-label={intl.formatMessage({ id: 'mediaLifecycle.focal.area' }, { file: file.fileName, x: percent(point.x), y: percent(point.y) })}
        onClick={onClick}
        onKeyDown={onKeyDown}
        sx={{
          position: 'relative',
          display: 'inline-block',
          cursor: 'crosshair',
          lineHeight: 0,
          '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box
          component="img"
          src={`${file.previewUrl}&w=512`}
          alt={file.defaultAltText}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, bgcolor: 'grey.100' }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: `${point.x * 100}%`,
            top: `${point.y * 100}%`,
            width: 24,
            height: 24,
            transform: 'translate(-50%, -50%)',
            border: 3,
            borderColor: 'common.white',
            borderRadius: '50%',
            boxShadow: '0 0 0 2px rgba(0, 0, 0, 0.7)',
            pointerEvents: 'none',
          }}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        <Button variant="outlined" size="small" loading={pending} onClick={() => void store(point)}>
          {intl.formatMessage({ id: 'mediaLifecycle.focal.save' })}
        </Button>
        <Button size="small" disabled={pending || !stored} onClick={() => void store(null)}>
          {intl.formatMessage({ id: 'mediaLifecycle.focal.clear' })}
        </Button>
        <Typography component="output" variant="body2" color="text.secondary" aria-live="polite">
          {saved
            ? intl.formatMessage({ id: 'mediaLifecycle.focal.saved' }, { x: percent(point.x), y: percent(point.y) })
            : intl.formatMessage({ id: 'mediaLifecycle.focal.hint' })}
        </Typography>
      </Stack>
      <ErrorList errors={errors} />
    </Box>
  );
}
