import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { Link as RouterLink } from 'react-router';
import { useText } from '@blokwerk/admin/extension';

const VIEWS = { list: '/applications', board: '/applications/board' } as const;

/** 'List | Board': two links between the applications' views, the current one marked. */
export function ViewSwitch({ current }: { current: keyof typeof VIEWS }) {
  const text = useText();
  return (
    <Box component="nav" aria-label={text('board.views')} sx={{ mb: 2 }}>
      <ButtonGroup size="small">
        {(Object.keys(VIEWS) as (keyof typeof VIEWS)[]).map((view) => (
          <Button
            key={view}
            component={RouterLink}
            to={VIEWS[view]}
            variant={view === current ? 'contained' : 'outlined'}
            aria-current={view === current ? 'page' : undefined}
          >
            {text(`board.view.${view}`)}
          </Button>
        ))}
      </ButtonGroup>
    </Box>
  );
}
